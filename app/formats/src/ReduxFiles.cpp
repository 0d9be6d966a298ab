#include "formats/ReduxFiles.hpp"

#include "formats/DumpLines.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace app {
namespace {

namespace rx = zs::redux;

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
    for (const rx::Street& s : plan.streets) appendLine<double>(out, "rstreet", {s.a.x, s.a.z, s.b.x, s.b.z, s.width});
    out += "# marker,x,z,dx,dz,street\n";
    for (const rx::Marker& m : plan.markers) {
        appendLine<double>(out, "marker", {m.position.x, m.position.z, m.direction.x, m.direction.z, double(m.street)});
    }
    out += "# block,closed,x,z,x,z...\n";
    for (const rx::Block& b : plan.blocks) {
        out += "block";
        appendField(out, b.closed ? 1 : 0);
        for (const rx::Vec2& p : b.outline) {
            appendField(out, p.x);
            appendField(out, p.z);
        }
        out.push_back('\n');
    }
    out += "# site,block,front_x,front_z,along_x,along_z,inward_x,inward_z,width,depth\n";
    for (const rx::Site& s : plan.sites) {
        appendLine<double>(out, "site", {double(s.block), s.front.x, s.front.z, s.along.x, s.along.z, s.inward.x, s.inward.z,
                           s.width, s.depth});
    }
    out += "# furniture,kind,x,z,facing_x,facing_z\n";
    for (const rx::Furniture& f : plan.furniture) {
        appendLine<double>(out, "furniture", {double(f.kind), f.position.x, f.position.z, f.facing.x, f.facing.z});
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

namespace {

// A small rasteriser for the plan's picture: convex polygons filled by their edges' half-planes,
// lines as thin rectangles, all in city units scaled to pixels.
class Canvas {
public:
    explicit Canvas(int pixels) : scale_(pixels / rx::kCitySize) {
        image_.width = image_.height = pixels;
        image_.rgba.assign(std::size_t(pixels) * std::size_t(pixels) * 4, 255);
        fill({{0, 0}, {rx::kCitySize, 0}, {rx::kCitySize, rx::kCitySize}, {0, rx::kCitySize}}, 0x101418);
    }

    // A convex polygon, either winding.
    void fill(const std::vector<rx::Vec2>& polygon, std::uint32_t rgb) {
        if (polygon.size() < 3) return;
        double x0 = 1e30, z0 = 1e30, x1 = -1e30, z1 = -1e30, area = 0;
        for (std::size_t k = 0; k < polygon.size(); k++) {
            const rx::Vec2& p = polygon[k];
            const rx::Vec2& q = polygon[(k + 1) % polygon.size()];
            x0 = std::min(x0, p.x), z0 = std::min(z0, p.z), x1 = std::max(x1, p.x), z1 = std::max(z1, p.z);
            area += p.x * q.z - q.x * p.z;
        }
        const double sign = area < 0 ? -1 : 1;
        const int px0 = std::max(0, int(x0 * scale_)), px1 = std::min(image_.width - 1, int(x1 * scale_));
        const int pz0 = std::max(0, int(z0 * scale_)), pz1 = std::min(image_.height - 1, int(z1 * scale_));
        for (int pz = pz0; pz <= pz1; pz++) {
            for (int px = px0; px <= px1; px++) {
                const double x = (px + 0.5) / scale_, z = (pz + 0.5) / scale_;
                bool inside = true;
                for (std::size_t k = 0; k < polygon.size() && inside; k++) {
                    const rx::Vec2& p = polygon[k];
                    const rx::Vec2& q = polygon[(k + 1) % polygon.size()];
                    inside = sign * ((q.x - p.x) * (z - p.z) - (q.z - p.z) * (x - p.x)) >= 0;
                }
                if (inside) set(px, pz, rgb);
            }
        }
    }

    void line(rx::Vec2 a, rx::Vec2 b, double width, std::uint32_t rgb) {
        const double dx = b.x - a.x, dz = b.z - a.z, length = std::sqrt(dx * dx + dz * dz);
        if (length <= 0) return;
        const double half = std::max(width, 1 / scale_) / 2;
        const double nx = -dz / length * half, nz = dx / length * half;
        fill({{a.x + nx, a.z + nz}, {b.x + nx, b.z + nz}, {b.x - nx, b.z - nz}, {a.x - nx, a.z - nz}}, rgb);
    }

    engine::Image take() { return std::move(image_); }

private:
    void set(int px, int pz, std::uint32_t rgb) {
        std::uint8_t* p = &image_.rgba[(std::size_t(pz) * std::size_t(image_.width) + std::size_t(px)) * 4];
        p[0] = std::uint8_t(rgb >> 16), p[1] = std::uint8_t(rgb >> 8), p[2] = std::uint8_t(rgb);
    }

    double scale_;
    engine::Image image_;
};

} // namespace

engine::Image reduxPlanPicture(const rx::Plan& plan, int pixels) {
    Canvas canvas(pixels);
    for (const rx::Street& s : plan.streets) canvas.line(s.a, s.b, s.width, 0x28486e);
    for (const rx::Site& s : plan.sites) {
        const std::vector<rx::Vec2> corners = s.corners();
        canvas.fill(corners, 0x5a5f66);
        for (std::size_t k = 0; k < corners.size(); k++) canvas.line(corners[k], corners[(k + 1) % 4], 0.3, 0x30343a);
    }
    for (const rx::Block& b : plan.blocks) {
        for (std::size_t k = 0; k < b.outline.size(); k++) {
            canvas.line(b.outline[k], b.outline[(k + 1) % b.outline.size()], 0.4, b.closed ? 0xffffff : 0xff3b30);
        }
    }
    for (const rx::Marker& m : plan.markers) {
        const rx::Vec2 tail{m.position.x - m.direction.x * 0.4, m.position.z - m.direction.z * 0.4};
        const rx::Vec2 head{m.position.x + m.direction.x * 0.4, m.position.z + m.direction.z * 0.4};
        canvas.line(tail, m.position, 0.25, 0xff453a);
        canvas.line(m.position, head, 0.25, 0x32d74b);
    }
    return canvas.take();
}

} // namespace app
