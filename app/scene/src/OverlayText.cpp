#include "scene/OverlayText.hpp"

#include <algorithm>
#include <cinttypes>
#include <cmath>
#include <cstdio>

namespace app {
namespace {

constexpr std::size_t kMostHistory = 64;

std::string format(const char* pattern, double a, double b = 0, double c = 0) {
    char text[96];
    std::snprintf(text, sizeof text, pattern, a, b, c);
    return text;
}

} // namespace

std::string compassPoint(double yawDegrees) {
    // The originals' yaw turns left from -z: 90 looks along -x (west).
    static const char* const kPoints[] = {"N", "NW", "W", "SW", "S", "SE", "E", "NE"};
    const double turns = std::fmod(std::fmod(yawDegrees, 360.0) + 360.0, 360.0);
    return kPoints[static_cast<int>(std::floor(turns / 45.0 + 0.5)) % 8];
}

std::string statusLine(const StatusFigures& s) {
    std::string line;
    if (s.seeded) {
        line += "seed " + seedText(s.seed) + "  ";
    }
    line += s.scene + (s.world ? " world" : "") + "  ";
    const glm::dvec3& p = s.pose.position;
    line += format("x %.0f y %.0f z %.0f  ", p.x, p.y, p.z);
    const double heading = std::fmod(std::fmod(s.pose.yawDegrees, 360.0) + 360.0, 360.0);
    line += format("heading %.0f ", heading) + compassPoint(s.pose.yawDegrees) + format(" pitch %.0f", s.pose.pitchDegrees);
    // The second line: what it costs and what is drawn.
    std::string costs;
    if (s.frameMs > 0) costs += format("%.1f ms %.0f fps  ", s.frameMs, s.fps);  // a picture has no frame time
    if (s.viewDistance) costs += format("view %.0f  ", *s.viewDistance);
    const ViewFigures& f = s.view;
    if (s.world) {
        costs += "cities " + std::to_string(f.tilesDrawn) + "/" + std::to_string(f.tilesInView) + "  boxes " +
                 std::to_string(f.boxesDrawn) + "  cache " + std::to_string(f.cacheBytes >> 20) + "/" +
                 std::to_string(f.cacheBudget >> 20) + " MB";
    } else if (f.buildings > 0 || f.cubes > 0) {
        costs += "buildings " + std::to_string(f.buildings) + "  boxes " + std::to_string(f.cubes);
    }
    while (!costs.empty() && costs.back() == ' ') costs.pop_back();
    return costs.empty() ? line : line + "\n" + costs;
}

std::optional<std::string> loadingLine(const ViewFigures& f, bool world) {
    if (!world || f.tilesDrawn >= f.tilesInView) return std::nullopt;
    return "Growing the world: " + std::to_string(f.tilesDrawn) + " of " + std::to_string(f.tilesInView) +
           " cities in view ready";
}

void Messages::post(std::string text, double now) {
    // The same message again restarts its time rather than showing twice.
    messages_.erase(std::remove_if(messages_.begin(), messages_.end(), [&](const Message& m) { return m.text == text; }),
                    messages_.end());
    messages_.push_back(Message{std::move(text), now});
    while (messages_.size() > kMostShown) messages_.pop_front();
}

std::vector<Messages::Shown> Messages::visible(double now) {
    while (!messages_.empty() && now - messages_.front().postedAt >= kShownSeconds + kFadeSeconds) messages_.pop_front();
    std::vector<Shown> shown;
    for (const Message& m : messages_) {
        const double age = now - m.postedAt;
        const double alpha = age <= kShownSeconds ? 1.0 : 1.0 - (age - kShownSeconds) / kFadeSeconds;
        shown.push_back(Shown{m.text, static_cast<float>(std::clamp(alpha, 0.0, 1.0))});
    }
    return shown;
}

void SeedHistory::moveTo(std::uint32_t seed) {
    if (seed == seeds_.back()) return;
    seeds_.push_back(seed);
    if (seeds_.size() > kMostHistory) seeds_.erase(seeds_.begin());
}

std::optional<std::uint32_t> SeedHistory::previous() {
    if (seeds_.size() < 2) return std::nullopt;
    seeds_.pop_back();
    return seeds_.back();
}

} // namespace app
