#include "formats/ReduxFiles.hpp"

#include <charconv>
#include <cstdio>
#include <initializer_list>

namespace app {
namespace {

namespace rx = zs::redux;

// ",value": the shortest text that reads back as the same double, the same everywhere.
void append(std::string& out, double value) {
    char text[32];
    const auto end = std::to_chars(text, text + sizeof text, value).ptr;
    out.push_back(',');
    out.append(text, end);
}

void line(std::string& out, const char* kind, std::initializer_list<double> values) {
    out += kind;
    for (double v : values) append(out, v);
    out.push_back('\n');
}

std::string polygonPoints(const std::vector<rx::Vec2>& outline) {
    std::string points;
    char text[48];
    for (const rx::Vec2& p : outline) {
        std::snprintf(text, sizeof text, "%.2f,%.2f ", p.x, p.z);
        points += text;
    }
    return points;
}

} // namespace

std::string reduxPlanDump(const rx::Plan& plan) {
    std::string out;
    char header[64];
    std::snprintf(header, sizeof header, "# zcity Redux plan, seed 0x%08X\n", static_cast<unsigned>(plan.seed));
    out += header;
    out += "# rstreet,ax,az,bx,bz,width\n";
    for (const rx::Street& s : plan.streets) line(out, "rstreet", {s.a.x, s.a.z, s.b.x, s.b.z, s.width});
    out += "# marker,x,z,dx,dz,street\n";
    for (const rx::Marker& m : plan.markers) {
        line(out, "marker", {m.position.x, m.position.z, m.direction.x, m.direction.z, double(m.street)});
    }
    out += "# block,closed,x,z,x,z...\n";
    for (const rx::Block& b : plan.blocks) {
        out += "block";
        append(out, b.closed ? 1 : 0);
        for (const rx::Vec2& p : b.outline) {
            append(out, p.x);
            append(out, p.z);
        }
        out.push_back('\n');
    }
    out += "# site,block,front_x,front_z,along_x,along_z,inward_x,inward_z,width,depth\n";
    for (const rx::Site& s : plan.sites) {
        line(out, "site", {double(s.block), s.front.x, s.front.z, s.along.x, s.along.z, s.inward.x, s.inward.z,
                           s.width, s.depth});
    }
    out += "# furniture,kind,x,z,facing_x,facing_z\n";
    for (const rx::Furniture& f : plan.furniture) {
        line(out, "furniture", {double(f.kind), f.position.x, f.position.z, f.facing.x, f.facing.z});
    }
    return out;
}

std::string reduxPlanSvg(const rx::Plan& plan) {
    const int size = static_cast<int>(rx::kCitySize);
    std::string out;
    char text[400];
    std::snprintf(text, sizeof text,
                  "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\">\n"
                  "<title>Pixel City Redux, seed 0x%08X</title>\n<rect width=\"%d\" height=\"%d\" fill=\"#101418\"/>\n",
                  size, size, size, size, static_cast<unsigned>(plan.seed), size, size);
    out += text;
    for (const rx::Street& s : plan.streets) {  // the post's blue street lines, as wide as the street
        std::snprintf(text, sizeof text,
                      "<line x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\" stroke=\"#28486e\" stroke-width=\"%.2f\"/>\n",
                      s.a.x, s.a.z, s.b.x, s.b.z, s.width);
        out += text;
    }
    for (const rx::Site& s : plan.sites) {
        out += "<polygon class=\"site\" points=\"" + polygonPoints(s.corners()) + "\" fill=\"#5a5f66\"/>\n";
    }
    for (const rx::Block& b : plan.blocks) {
        out += std::string("<polygon class=\"") + (b.closed ? "block" : "dropped") + "\" points=\"" +
               polygonPoints(b.outline) + "\" fill=\"none\" stroke=\"" + (b.closed ? "#ffffff" : "#ff3b30") +
               "\" stroke-width=\"0.4\"/>\n";
    }
    for (const rx::Marker& m : plan.markers) {  // a short line, red at its tail, green at its head
        const double x = m.position.x, z = m.position.z, dx = m.direction.x * 0.4, dz = m.direction.z * 0.4;
        std::snprintf(text, sizeof text,
                      "<line x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\" stroke=\"#ff453a\" stroke-width=\"0.25\"/>"
                      "<line x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\" stroke=\"#32d74b\" stroke-width=\"0.25\"/>\n",
                      x - dx, z - dz, x, z, x, z, x + dx, z + dz);
        out += text;
    }
    out += "</svg>\n";
    return out;
}

} // namespace app
