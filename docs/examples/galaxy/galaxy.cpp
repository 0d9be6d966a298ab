// galaxy: an endless universe of galaxies, stars and planets on the installed zsystem alone (docs/zsystem.md).
// Walks the view around a point, makes a deep address again; `--svg FILE` draws the walk from above. Deterministic.
#include <zsystem/Box.hpp>
#include <zsystem/Rand.hpp>
#include <zsystem/ZSystem.hpp>
#include <algorithm>
#include <cinttypes>
#include <cmath>
#include <cstdio>
#include <cstring>

struct Place { double x = 0, z = 0, radius = 0; };  // the params: a centre, and a radius holding all below
using Boxes = std::vector<zs::Box>;
using Body = zs::Object<Place, Boxes>;
using Emit = zs::Emitter<Place, Boxes>;

void square(Emit& emit, double x, double z, double half, double r, double g, double b) {
    emit.primitives().push_back({x - half, 0, z - half, x + half, half, z + half, r, g, b, zs::Material::generic});
}

void planet(const Body& self, Emit& emit) {  // a leaf: its own box and no subobjects
    zs::Rand rand(self.seed);
    square(emit, self.params.x, self.params.z, self.params.radius, 0.3, rand.tween(0.3, 0.9), 1.0);  // one draw only
}

void star(const Body& self, Emit& emit) {
    zs::Rand rand(self.seed);
    const Place& p = self.params;
    const double heat = rand.tween(0, 1);  // red dwarfs to blue-white giants
    square(emit, p.x, p.z, 4, 1.0, 0.5 + 0.5 * heat, 0.3 + 0.7 * heat);
    for (std::uint32_t k = 0, planets = rand.draw(5); k < planets; k++) {
        const double orbit = 8 + 4.0 * k;  // the farthest planet reaches 22, inside the star's 25
        const double dx = rand.tween(-orbit, orbit);
        const double dz = (rand.draw(2) == 0 ? -1 : 1) * std::sqrt(orbit * orbit - dx * dx);
        const std::uint32_t seed = rand.drawSeed();
        emit.child(&planet, seed, Place{p.x + dx, p.z + dz, 2});
    }
}

void galaxy(const Body& self, Emit& emit) {
    zs::Rand rand(self.seed);
    const Place& p = self.params;
    const double disc = rand.tween(250, p.radius - 25);  // its stars' planets stay in its tile
    square(emit, p.x, p.z, 10, 1.0, 1.0, 0.85);            // the bright core
    for (std::uint32_t k = 0, tries = 200 + rand.draw(200); k < tries; k++) {
        const double u = rand.tween(-1, 1);
        const double v = rand.tween(-1, 1);
        const double d = std::sqrt(u * u + v * v);
        if (d > 1) continue;  // outside the unit disc: this try makes no star
        const std::uint32_t seed = rand.drawSeed();
        emit.child(&star, seed, Place{p.x + disc * d * u, p.z + disc * d * v, 25});  // denser inward
    }
}

int main(int argc, char** argv) {
    const char* svgPath = argc == 3 && std::strcmp(argv[1], "--svg") == 0 ? argv[2] : nullptr;
    if (argc != 1 && !svgPath) return std::fputs("usage: galaxy [--svg FILE]\n", stderr), 2;
    zs::World<Place, Boxes> world;
    world.lattice = zs::Lattice{1000, -500, -500};  // tile (i, j) is centred on (1000i, 1000j)
    world.universe = [](std::int64_t i, std::int64_t j) {  // galaxy (i, j), with a seed of its own
        return Body{&galaxy, std::uint32_t(i) * 7919u + std::uint32_t(j) * 104729u, Place{i * 1e3, j * 1e3, 500}};
    };
    world.bounds = [](const Body& o) {  // from the params alone: no function runs
        const Place& p = o.params;
        return zs::Bounds{p.x - p.radius, 0, p.z - p.radius, p.x + p.radius, p.radius, p.z + p.radius};
    };
    zs::ZSystem<Place, Boxes> universe(world, 1 << 20);  // a cache of 1 MiB
    const double vx = 500, vz = 500, reach = 750;  // in view: what comes within reach of (vx, vz)
    const auto test = [&](const zs::Address&, const Body&, const zs::Bounds& b) {
        const double dx = vx - std::clamp(vx, b.x1, b.x2), dz = vz - std::clamp(vz, b.z1, b.z2);
        return dx * dx + dz * dz <= reach * reach ? zs::Cull::open : zs::Cull::out;
    };
    const zs::Address deep = *zs::Address::parse("(1,1).3.1");
    Boxes drawn, seen;
    const auto walk = universe.walk(vx, vz, reach, test, [&](const zs::Address& a, const Body&, const auto* list) {
        drawn.insert(drawn.end(), list->primitives.begin(), list->primitives.end());
        if (a == deep) seen = list->primitives;
    });
    std::printf("walk: %" PRIu64 " objects in view, %" PRIu64 " functions run, %" PRIu64 " culled, %zu bytes cached\n",
                walk.tested - walk.culled, walk.functionsRun, walk.culled, universe.cache().bytes());
    const Body found = zs::ZSystem<Place, Boxes>(world, 0).resolve(deep).value();  // made again with no cache at all
    Boxes made;
    zs::appendSubtree(found, made);
    const char* kind = found.function == &planet ? "planet" : found.function == &star ? "star" : "galaxy";
    std::printf("%s: a %s at (%.1f, %.1f), seed %08x, %zu box(es), made again %s\n", deep.toString().c_str(), kind,
                found.params.x, found.params.z, found.seed, made.size(), made == seen ? "as the walk saw it" : "wrongly");
    if (made != seen || !svgPath) return made != seen;
    std::FILE* svg = std::fopen(svgPath, "w");
    if (!svg) return std::perror(svgPath), 1;
    std::fprintf(svg, "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"%g %g %g %g\" width=\"720\" height=\"720\" "
                 "style=\"background:#05060f\">\n<circle cx=\"%g\" cy=\"%g\" r=\"%g\" fill=\"none\" stroke=\"#1c2440\" "
                 "stroke-width=\"3\"/>\n", vx - reach, vz - reach, 2 * reach, 2 * reach, vx, vz, reach);
    for (const zs::Box& b : drawn) {  // from above: x across the page, z down it
        std::fprintf(svg, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"#%02x%02x%02x\"/>\n", b.x1,
                     b.z1, b.x2 - b.x1, b.z2 - b.z1, int(b.r * 255), int(b.g * 255), int(b.b * 255));
    }
    std::fputs("</svg>\n", svg);
    return std::fclose(svg) == 0 ? 0 : 1;
}
