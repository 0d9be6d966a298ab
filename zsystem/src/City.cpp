// The object functions of the ZSystem test programs, one method each.
//
// Every random draw is its own statement: C++ leaves the order of a call's arguments to the
// compiler, and ZSystem t2's city depended on MSVC's right-to-left order (see t2's plain
// building below). Arithmetic keeps the original's expressions and their order, so the
// doubles come out the same on every compiler (the build also turns off FMA contraction).
// Where the seeds' listings are trimmed, the inference and the figure that settled it are
// noted beside the code and in docs/generator.md.
#include "zsystem/City.hpp"

#include "zsystem/Rand.hpp"

namespace zs {
namespace {

// The original's (int)(span/3): how many 3-unit cells fit, truncated, used as a draw limit.
std::uint32_t thirds(double span) { return static_cast<std::uint32_t>(static_cast<int>(span / 3)); }

class CityBuilder {
public:
    CityBuilder(Variant variant, std::vector<Box>& boxes) : variant_(variant), boxes_(boxes) {}

    int buildings() const { return buildings_; }

    void city(std::uint32_t seed, const Rect& a) {
        Rand rand(seed);
        const std::uint32_t suburbSeed = rand.drawSeed();
        suburb(suburbSeed, a.x1, a.z1, a.x2, a.z2, 0);
    }

private:
    void cube(double x1, double y1, double z1, double x2, double y2, double z2, double r, double g,
              double b) {
        boxes_.push_back(Box{x1, y1, z1, x2, y2, z2, r, g, b});
    }

    // ZSystem t2 drew a building's main box through BuildingCube, which takes a seed for
    // features it never got. The draw changes every draw after it, so only the tidied
    // version skips it. Which boxes went through it is inferred from the counts: the roof
    // grid's, stacked and striped bodies must draw it (216 buildings, 597 cubes); the roof
    // slabs must not. The plain body is shown drawing it; for the strips the counts cannot
    // tell (nothing is drawn after them), and they are taken to be plain Cubes like the slabs.
    void buildingBody(Rand& rand, double x1, double y1, double z1, double x2, double y2,
                      double z2, double shade) {
        if (variant_ == Variant::t2) {
            const std::uint32_t unusedFeatureSeed = rand.drawSeed();
            static_cast<void>(unusedFeatureSeed);
        }
        cube(x1, y1, z1, x2, y2, z2, shade, shade, shade);
    }

    void suburb(std::uint32_t seed, double x1, double z1, double x2, double z2, int iter) {
        Rand rand(seed);
        const bool smallx = (x2 - x1) < 70;
        const bool smallz = (z2 - z1) < 70;
        // The draw is the first operand of &&, so it happens whatever the size.
        const std::uint32_t roll = rand.draw(100);
        const bool smallrand = (roll < 20 && x2 - x1 < 100 && z2 - z1 < 100) || iter > 10;

        if (smallrand || (smallx && smallz)) {
            const std::uint32_t blockSeed = rand.drawSeed();
            block(blockSeed, x1, z1, x2, z2);
        } else if (smallx) {
            const double z = rand.tween(z1 + 23, z2 - 23);
            const std::uint32_t first = rand.drawSeed();
            suburb(first, x1, z1, x2, z, iter + 1);
            const std::uint32_t second = rand.drawSeed();
            suburb(second, x1, z, x2, z2, iter + 1);
        } else if (smallz) {
            // Trimmed in the seed: the mirror of the smallx branch, cut across x.
            const double x = rand.tween(x1 + 23, x2 - 23);
            const std::uint32_t first = rand.drawSeed();
            suburb(first, x1, z1, x, z2, iter + 1);
            const std::uint32_t second = rand.drawSeed();
            suburb(second, x, z1, x2, z2, iter + 1);
        } else {
            const double x = rand.tween(x1 + 23, x2 - 15);
            const double z = rand.tween(z1 + 23, z2 - 15);
            const std::uint32_t s00 = rand.drawSeed();
            suburb(s00, x1, z1, x, z, iter + 1);
            const std::uint32_t s10 = rand.drawSeed();
            suburb(s10, x, z1, x2, z, iter + 1);
            const std::uint32_t s01 = rand.drawSeed();
            suburb(s01, x1, z, x, z2, iter + 1);
            const std::uint32_t s11 = rand.drawSeed();
            suburb(s11, x, z, x2, z2, iter + 1);
            // The junction square goes down after the four quarters, as in the listing.
            cube(x - 1, 0, z - 1, x + 1, 0.01, z + 1, 0.4, 0.4, 0.4);
        }
    }

    void block(std::uint32_t seed, double x1, double z1, double x2, double z2) {
        Rand rand(seed);
        cube(x1 + 3, 0, z1 + 3, x2 - 3, 0.1, z2 - 3, 0.5, 0.5, 0.5);

        const std::uint32_t r = rand.draw(100);
        if (r >= 10 && r < 40) {
            // Symmetrical pair, split down the middle in x with an 8 unit gap.
            const std::uint32_t left = rand.drawSeed();
            building(left, x1 + 8, z1 + 8, (x2 + x1) / 2 - 4, z2 - 8, 0.1);
            const std::uint32_t right = rand.drawSeed();
            building(right, (x2 + x1) / 2 + 4, z1 + 8, x2 - 8, z2 - 8, 0.1);
        } else {
            // "No buildings" (r < 10) and the two trimmed kinds (r < 80, the rest) all place
            // one building on the whole plot: the prose says only the pair differs, and the
            // counts 213/656 and 216/597 confirm it.
            const std::uint32_t only = rand.drawSeed();
            building(only, x1 + 8, z1 + 8, x2 - 8, z2 - 8, 0.1);
        }
    }

    void building(std::uint32_t seed, double x1, double z1, double x2, double z2, double y) {
        ++buildings_;
        Rand rand(seed);
        const std::uint32_t r = rand.draw(100);
        const double lit = rand.tween(0.8, 1.0);

        if ((x2 - x1) < 10 || (z2 - z1) < 10) {
            return;  // too small to build on, but counted
        }
        // The order of kinds follows the seed's table (40/20/30/10); the trimmed thresholds
        // 60 and 90 reproduce both variants' counts.
        if (r < 40) {
            plain(rand, x1, z1, x2, z2, y, lit);
        } else if (r < 60) {
            roofGrid(rand, x1, z1, x2, z2, y, lit);
        } else if (r < 90) {
            stacked(rand, x1, z1, x2, z2, y, lit);
        } else {
            stripes(rand, x1, z1, x2, z2, y, lit);
        }
    }

    void plain(Rand& rand, double x1, double z1, double x2, double z2, double y, double lit) {
        // Both variants draw the height first: t2's single call drew the seed and the height
        // as arguments, and MSVC evaluated them right to left (buildingBody draws the seed).
        const double height = rand.tween(10, 50);
        buildingBody(rand, x1, y, z1, x2, y + height, z2, 0.8 * lit);
    }

    void roofGrid(Rand& rand, double x1, double z1, double x2, double z2, double y, double lit) {
        const double h = rand.tween(20, 70);
        // The one body that ignores lit, in both variants.
        buildingBody(rand, x1, y, z1, x2, y + h, z2, 0.75);

        // The plot is at least 10 across, so each limit is at least 2, never the 0 of a raw draw.
        const int ii = 1 + static_cast<int>(rand.draw(thirds(x2 - x1) - 1));
        const int jj = 1 + static_cast<int>(rand.draw(thirds(z2 - z1) - 1));
        const double w = (x2 - x1) / ii;
        const double d = (z2 - z1) / jj;

        for (int j = 0; j < jj; j++) {
            for (int i = 0; i < ii; i++) {
                if (rand.draw(100) < 95) {
                    cube(x1 + i * w + 1, y + h, z1 + j * d + 1, x1 + (i + 1) * w - 1, y + h + 0.5,
                         z1 + (j + 1) * d - 1, 0.6 * lit, 0.6 * lit, 0.6 * lit);
                }
            }
        }
    }

    void stacked(Rand& rand, double x1, double z1, double x2, double z2, double y, double lit) {
        const double h = rand.tween(20, 70);
        buildingBody(rand, x1, y, z1, x2, y + h, z2, 0.65 * lit);
        double w = rand.tween((x2 - x1) / 6, (x2 - x1) / 3);
        double d = rand.tween((z2 - z1) / 6, (z2 - z1) / 3);
        if (d > w * 1.5) d = w * 1.5;
        if (w > d * 1.5) w = d * 1.5;

        const std::uint32_t upperSeed = rand.drawSeed();
        building(upperSeed, x1 + w, z1 + d, x2 - w, z2 - d, y + h);
    }

    void stripes(Rand& rand, double x1, double z1, double x2, double z2, double y, double lit) {
        const double h = rand.tween(10, 40);
        buildingBody(rand, x1, y, z1, x2, y + h, z2, 0.8 * lit);

        if (x2 - x1 > z2 - z1) {
            const int ii = static_cast<int>(rand.draw(thirds(x2 - x1)));
            if (ii > 0) {
                const double w = (x2 - x1) / ii;
                for (int i = 0; i < ii; i++) {
                    cube(x1 + i * w + 1, y + h, z1 + 1, x1 + (i + 1) * w - 1, y + h + 1, z2 - 1,
                         0.7 * lit, 0.7 * lit, 0.7 * lit);
                }
            }
        } else {
            // Trimmed in the seed: the same strips across x, cutting the z side.
            const int jj = static_cast<int>(rand.draw(thirds(z2 - z1)));
            if (jj > 0) {
                const double d = (z2 - z1) / jj;
                for (int j = 0; j < jj; j++) {
                    cube(x1 + 1, y + h, z1 + j * d + 1, x2 - 1, y + h + 1, z1 + (j + 1) * d - 1,
                         0.7 * lit, 0.7 * lit, 0.7 * lit);
                }
            }
        }
    }

    Variant variant_;
    std::vector<Box>& boxes_;
    int buildings_ = 0;
};

} // namespace

int appendCity(std::uint32_t seed, const Rect& area, Variant variant, std::vector<Box>& boxes) {
    CityBuilder builder(variant, boxes);
    builder.city(seed, area);
    return builder.buildings();
}

City growCity(std::uint32_t seed, const Rect& area, Variant variant) {
    City city;
    city.boxes.reserve(1024);
    city.buildings = appendCity(seed, area, variant, city.boxes);
    return city;
}

} // namespace zs
