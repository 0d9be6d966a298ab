#include "Flight.hpp"

#include "GlWindow.hpp"
#include "ProcessMemory.hpp"
#include "WorldView.hpp"

#include "engine/OffscreenTarget.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <locale>
#include <sstream>

namespace app {
namespace {

double percentile(std::vector<double> values, double p) {
    if (values.empty()) return 0;
    std::sort(values.begin(), values.end());
    return values[static_cast<std::size_t>(p * static_cast<double>(values.size() - 1) + 0.5)];
}

double megabytes(std::size_t bytes) { return static_cast<double>(bytes) / (1 << 20); }

} // namespace

std::optional<std::vector<engine::CameraPose>> parseFlightPoses(const std::string& text, std::string& error) {
    std::vector<engine::CameraPose> poses;
    std::istringstream lines(text);
    std::string line;
    for (int number = 1; std::getline(lines, line); number++) {
        const auto start = line.find_first_not_of(" \t\r");
        if (start == std::string::npos || line[start] == '#') continue;
        std::istringstream in(line);
        in.imbue(std::locale::classic());
        engine::CameraPose pose;
        std::string rest;
        if (!(in >> pose.position.x >> pose.position.y >> pose.position.z >> pose.yawDegrees >> pose.pitchDegrees) ||
            (in >> rest)) {
            error = "line " + std::to_string(number) + " is not five numbers x y z yaw pitch";
            return std::nullopt;
        }
        poses.push_back(pose);
    }
    if (poses.empty()) {
        error = "no poses in it";
        return std::nullopt;
    }
    return poses;
}

int runFlight(const Options& options) {
    try {
        std::vector<engine::CameraPose> poses;
        if (!options.flightFile.empty()) {
            std::ifstream file(options.flightFile, std::ios::binary);
            if (!file) throw std::runtime_error("cannot read the flight " + options.flightFile);
            std::ostringstream text;
            text << file.rdbuf();
            std::string error;
            const auto parsed = parseFlightPoses(text.str(), error);
            if (!parsed) throw std::runtime_error("the flight " + options.flightFile + ": " + error);
            poses = *parsed;
        }
        preferOffscreenDriverWithoutDisplay();
        SdlVideo video;
        GlWindow window({"zcity flight", 64, 64, false, true});
        const int width = options.size.width, height = options.size.height;
        const int frames = poses.empty() ? options.frames : std::min<int>(options.frames, static_cast<int>(poses.size()));
        {
            WorldView world(options);
            engine::OffscreenTarget target(width, height);
            target.bind();

            engine::CameraPose pose = options.camera.value_or(engine::CameraPose{});
            // A straight line along the start heading, level: the ground speed of the flight.
            const double yaw = pose.yawDegrees * 3.141592653589793 / 180;
            const glm::dvec3 heading(-std::sin(yaw), 0, -std::cos(yaw));

            std::printf("flight frames=%d size=%dx%d view-distance=%.0f cache-budget=%.0fMB gpu-arena=%.0fMB workers=%d\n",
                        frames, width, height, world.viewDistance(), megabytes(options.cacheBudget),
                        megabytes(world.gpuBytes()), options.workers > 0 ? options.workers : defaultWorkers());
            // Warm up as a user's first moment would: the start view fills before the clock runs.
            world.drawComplete(poses.empty() ? pose : poses.front(), width, height);
            std::vector<double> renderMs;
            std::vector<std::size_t> residentAfterFull;
            int emptyFrames = 0;
            for (int frame = 0; frame < frames; frame++) {
                if (!poses.empty()) pose = poses[static_cast<std::size_t>(frame)];
                world.drawFrame(pose, width, height);
                const WorldFrame& f = world.lastFrame();
                const engine::StreamerStats s = world.stats();
                const std::size_t resident = residentBytes();
                renderMs.push_back(f.planMs + f.submitMs);
                if (f.citiesDrawn == 0) emptyFrames++;
                const bool cacheFull = s.citiesEvicted > 0;
                if (cacheFull) residentAfterFull.push_back(resident);
                std::printf("frame=%d x=%.1f z=%.1f plan_ms=%.3f submit_ms=%.3f in_view=%d drawn=%d boxes=%zu "
                            "cache_mb=%.2f cache_cities=%zu evicted=%llu pending=%zu rss_mb=%.1f\n",
                            frame, pose.position.x, pose.position.z, f.planMs, f.submitMs, f.citiesInView,
                            f.citiesDrawn, f.boxesDrawn, megabytes(s.cacheBytes), s.cachedCities,
                            static_cast<unsigned long long>(s.citiesEvicted), s.pending, megabytes(resident));
                if (poses.empty()) pose.position += *options.flightSpeed * heading;
            }
            engine::waitForGpu();
            const auto [low, high] = residentAfterFull.empty()
                                         ? std::pair<std::size_t, std::size_t>{0, 0}
                                         : std::pair{*std::min_element(residentAfterFull.begin(), residentAfterFull.end()),
                                                     *std::max_element(residentAfterFull.begin(), residentAfterFull.end())};
            std::printf("summary frames=%d render_ms_median=%.3f render_ms_p95=%.3f empty_frames=%d "
                        "rss_mb_once_full_min=%.1f rss_mb_once_full_max=%.1f generated=%llu evicted=%llu\n",
                        frames, percentile(renderMs, 0.5), percentile(renderMs, 0.95), emptyFrames, megabytes(low),
                        megabytes(high), static_cast<unsigned long long>(world.stats().citiesGenerated),
                        static_cast<unsigned long long>(world.stats().citiesEvicted));
            target.unbind();
        }
        return 0;
    } catch (const std::exception& e) {
        std::fprintf(stderr, "zcity: %s\n", e.what());
        return 1;
    }
}

} // namespace app
