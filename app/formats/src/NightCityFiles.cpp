#include "formats/NightCityFiles.hpp"

#include "formats/DumpLines.hpp"

#include <cstdio>
#include <string>

namespace app {

namespace pc = zs::pixelcity;

std::string pixelCityDump(const pc::PixelCity& city) {
    std::string out;
    char header[96];
    std::snprintf(header, sizeof header, "# zcity Pixel City, seed 0x%08X\n", static_cast<unsigned>(city.seed));
    out += header;
    // A larger city says so; the original's size keeps the dump as it always was.
    if (city.plan.size != pc::kWorldSize) out += "# cells a side: " + std::to_string(city.plan.size) + "\n";
    out += "# street,axis(0 along z 1 along x),start,width,avenue\n";
    for (const pc::Street& s : city.plan.streetsAlongZ) appendLine<double>(out, "street", {0, double(s.start), double(s.width), s.avenue ? 1.0 : 0.0});
    for (const pc::Street& s : city.plan.streetsAlongX) appendLine<double>(out, "street", {1, double(s.start), double(s.width), s.avenue ? 1.0 : 0.0});
    const pc::Zone& h = city.plan.hotZone;
    appendLine<double>(out, "hotzone", {double(h.x0), double(h.z0), double(h.x1), double(h.z1)});
    out += "# building,kind,x,z,width,depth,height,skyscraper,sheet,tint,trim\n";
    for (const pc::Building& b : city.buildings) {
        appendLine<double>(out, "building", {double(b.kind), double(b.footprint.x), double(b.footprint.z), double(b.footprint.width),
                               double(b.footprint.depth), double(b.height), b.skyscraper ? 1.0 : 0.0, double(b.sheet),
                               double(b.tint), double(b.trim)});
    }
    out += "# wall,building,surface,x1,z1,x2,z2,bottom,top,u1,u2,v1,v2\n";
    for (const pc::Wall& w : city.walls) {
        out += "wall";
        appendField(out, int(w.building));
        appendField(out, int(w.surface));
        for (float v : {w.x1, w.z1, w.x2, w.z2, w.bottom, w.top, w.u1, w.u2, w.v1, w.v2}) appendField(out, v);
        out.push_back('\n');
    }
    out += "# solid,material,x1,y1,z1,x2,y2,z2,r,g,b\n";
    for (const zs::Box& b : city.solids) {
        appendLine<double>(out, "solid", {double(b.material), b.x1, b.y1, b.z1, b.x2, b.y2, b.z2, b.r, b.g, b.b});
    }
    out += "# lid,building,y,x,z,x,z...\n";
    for (const pc::Lid& lid : city.lids) {
        out += "lid";
        appendField(out, int(lid.building));
        appendField(out, lid.y);
        for (const auto& p : lid.outline) {
            appendField(out, p[0]);
            appendField(out, p[1]);
        }
        out.push_back('\n');
    }
    out += "# light,x,y,z,size,r,g,b,period_ms,on_ms,phase_ms\n";
    for (const pc::Light& l : city.lights) {
        appendLine<float>(out, "light", {l.x, l.y, l.z, l.size, l.colour.r, l.colour.g, l.colour.b, l.periodMs, l.onMs, l.phaseMs});
    }
    out += "# streetlight,x1,z1,x2,z2,width\n";
    for (const pc::StreetLight& s : city.streetLights) appendLine<float>(out, "streetlight", {s.x1, s.z1, s.x2, s.z2, s.width});
    out += "# logo,building,word,x1,z1,x2,z2,bottom,top,r,g,b\n";
    for (const pc::Logo& l : city.logos) {
        out += "logo";
        appendField(out, int(l.building));
        appendField(out, l.word);
        for (float v : {l.x1, l.z1, l.x2, l.z2, l.bottom, l.top, l.colour.r, l.colour.g, l.colour.b}) appendField(out, v);
        out.push_back('\n');
    }
    const pc::Rgb& bloom = city.bloomColour;
    appendLine<float>(out, "bloom", {bloom.r, bloom.g, bloom.b});
    return out;
}

std::string windowSheetsDump(const std::vector<pc::WindowSheet>& sheets) {
    std::string out = "# sheet,index,fnv1a64\n";
    for (std::size_t k = 0; k < sheets.size(); k++) {
        std::uint64_t hash = 0xcbf29ce484222325u;
        for (std::uint8_t byte : sheets[k].rgba) hash = (hash ^ byte) * 0x100000001b3u;
        char text[64];
        std::snprintf(text, sizeof text, "sheet,%zu,%016llx\n", k, static_cast<unsigned long long>(hash));
        out += text;
    }
    return out;
}

TexturedMesh nightTexturedMesh(const engine::NightMesh& mesh, const std::vector<pc::WindowSheet>& sheets,
                               const engine::Image& logos) {
    TexturedMesh out;
    for (std::size_t k = 0; k < sheets.size(); k++) {
        engine::Image image{pc::kSheetPixels, pc::kSheetPixels, sheets[k].rgba};
        out.textures.push_back({"sheet" + std::to_string(k), std::move(image)});
        out.materials.push_back({"windows" + std::to_string(k), static_cast<int>(k), true, false});
    }
    out.textures.push_back({"logos", logos});
    const int logoMaterial = static_cast<int>(out.materials.size());
    out.materials.push_back({"logos", static_cast<int>(sheets.size()), true, true});
    const int solidMaterial = static_cast<int>(out.materials.size());
    out.materials.push_back({"solid", -1, false, false});
    out.parts.resize(out.materials.size());
    for (std::size_t k = 0; k < out.parts.size(); k++) out.parts[k].material = static_cast<int>(k);
    for (const engine::NightVertex& v : mesh.opaque) {
        int part = solidMaterial;
        if (v.look < sheets.size()) part = v.look;
        if (v.look == engine::kLookLogo) part = logoMaterial;
        out.parts[static_cast<std::size_t>(part)].triangles.push_back(
            {v.x, v.y, v.z, v.u, v.v, v.r / 255.0f, v.g / 255.0f, v.b / 255.0f});
    }
    return out;
}

namespace {

void rect(std::string& out, double x, double z, double w, double d, const char* fill, const char* extra = "") {
    char text[200];
    std::snprintf(text, sizeof text, "<rect x=\"%g\" y=\"%g\" width=\"%g\" height=\"%g\" fill=\"%s\"%s/>\n", x, z, w, d,
                  fill, extra);
    out += text;
}

const char* kindFill(const pc::Building& b) {
    if (b.skyscraper) return "#ffd60a";
    switch (b.kind) {
    case pc::BuildingKind::simple: return "#8e8e93";
    case pc::BuildingKind::blocky: return "#0a84ff";
    case pc::BuildingKind::tower: return "#30d158";
    case pc::BuildingKind::modern: return "#bf5af2";
    }
    return "#8e8e93";
}

} // namespace

std::string pixelCityPlanSvg(const pc::PixelCity& city) {
    const int size = city.plan.size;
    std::string out;
    char head[300];
    std::snprintf(head, sizeof head,
                  "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\">\n"
                  "<title>Pixel City, seed 0x%08X</title>\n",
                  size, size, size, size, static_cast<unsigned>(city.seed));
    out += head;
    rect(out, 0, 0, size, size, "#101014");
    // The edge band, where no street starts and buildings are sparse.
    const int band = pc::kEdgeBand;
    rect(out, band, band, size - 2 * band, size - 2 * band, "#17171d");
    const pc::Zone& h = city.plan.hotZone;
    rect(out, h.x0, h.z0, h.x1 - h.x0, h.z1 - h.z0, "#2a1e12");
    for (const pc::Street& s : city.plan.streetsAlongZ) rect(out, s.start, 0, s.width, size, s.avenue ? "#5e5e66" : "#3a3a42");
    for (const pc::Street& s : city.plan.streetsAlongX) rect(out, 0, s.start, size, s.width, s.avenue ? "#5e5e66" : "#3a3a42");
    for (const pc::StreetLight& s : city.streetLights) {
        char text[200];
        std::snprintf(text, sizeof text,
                      "<line x1=\"%g\" y1=\"%g\" x2=\"%g\" y2=\"%g\" stroke=\"#ffb070\" stroke-width=\"0.8\"/>\n", s.x1,
                      s.z1, s.x2, s.z2);
        out += text;
    }
    for (const pc::Building& b : city.buildings) {
        rect(out, b.footprint.x, b.footprint.z, b.footprint.width, b.footprint.depth, kindFill(b));
    }
    out += "</svg>\n";
    return out;
}

} // namespace app
