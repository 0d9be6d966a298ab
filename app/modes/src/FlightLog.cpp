// zcity --flight: a view flown headless along a straight line or a file of poses, one line of
// figures a frame (render-thread CPU time, resident memory, cache, what was drawn), then a
// summary. For tests and benchmarks; no display needed.
#include "modes/Modes.hpp"

#include "formats/FileNames.hpp"
#include "platform/GlWindow.hpp"
#include "platform/ProcessMemory.hpp"
#include "platform/Progress.hpp"
#include "scene/Clock.hpp"
#include "views/View.hpp"

#include "engine/Gl.hpp"
#include "engine/OffscreenTarget.hpp"
#include "engine/Programs.hpp"
#include "engine/FrameGl.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <locale>
#include <sstream>
#include <stdexcept>

namespace app {
namespace {

// A flight file's bounds, far past any real flight (100,000 poses is half an hour at 60 frames
// a second), so that what is not one (/dev/zero, a video) is refused before it fills memory.
constexpr std::size_t kMaxLineBytes = 4096;
constexpr std::size_t kMaxFileBytes = std::size_t{64} << 20;
constexpr std::size_t kMaxPoses = 100000;

double percentile(std::vector<double> values, double p) {
    if (values.empty()) return 0;
    std::sort(values.begin(), values.end());
    return values[static_cast<std::size_t>(p * static_cast<double>(values.size() - 1) + 0.5)];
}

double megabytes(std::size_t bytes) { return static_cast<double>(bytes) / (1 << 20); }

template <typename... Numbers>
std::string format(const char* pattern, Numbers... numbers) {
    char line[512];
    std::snprintf(line, sizeof line, pattern, numbers...);
    return line;
}

std::vector<engine::CameraPose> readPoses(const std::string& path) {
    std::ifstream file(pathFromUtf8(path), std::ios::binary);
    if (!file) throw std::runtime_error("cannot read the flight " + path);
    std::string text;
    std::vector<char> line(kMaxLineBytes + 2);  // the line, its newline and getline's NUL
    for (int number = 1; !file.eof(); number++) {
        file.getline(line.data(), static_cast<std::streamsize>(line.size()));
        if (file.bad()) throw std::runtime_error("cannot read the flight " + path);
        if (file.fail() && !file.eof()) {
            throw std::runtime_error("the flight " + path + ": line " + std::to_string(number) + " is longer than " +
                                     std::to_string(kMaxLineBytes) + " bytes");
        }
        const auto got = static_cast<std::size_t>(file.gcount());  // with the newline, if there was one
        if (text.size() + got > kMaxFileBytes) {
            throw std::runtime_error("the flight " + path + " is larger than " + std::to_string(kMaxFileBytes >> 20) + " MB");
        }
        text.append(line.data(), file.eof() ? got : got - 1);
        text.push_back('\n');
    }
    std::string error;
    const auto poses = parseFlightPoses(text, error);
    if (!poses) throw std::runtime_error("the flight " + path + ": " + error);
    return *poses;
}

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
        const glm::dvec3& p = pose.position;
        const double farthest = std::max({std::fabs(p.x), std::fabs(p.y), std::fabs(p.z)});
        if (!(farthest <= kMaxCoordinate) || !std::isfinite(pose.yawDegrees) || !std::isfinite(pose.pitchDegrees)) {
            error = "line " + std::to_string(number) + " is beyond the world: x, y and z must be within 1e15";
            return std::nullopt;
        }
        if (poses.size() == kMaxPoses) {
            error = "more than " + std::to_string(kMaxPoses) + " poses";
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

namespace {

// What the flight counts, frame by frame, for its summary line.
struct FlightTally {
    std::vector<double> frameMs, vertices, boxes, drawCalls;
    std::vector<std::size_t> residentAfterFull;
    // Frames by what they lacked: nothing at all on screen (read from the picture's depth: no
    // pixel drawn); only the grounds of cities still growing (no city yet); some city in view
    // drawn as its ground.
    int emptyFrames = 0, groundOnlyFrames = 0, missingFrames = 0;

    void add(double ms, const ViewFigures& f, std::size_t resident, std::optional<double> covered) {
        frameMs.push_back(ms);
        vertices.push_back(static_cast<double>(f.verticesDrawn));
        boxes.push_back(static_cast<double>(f.boxesDrawn));
        drawCalls.push_back(f.drawCalls);
        if (f.tilesInView > 0 && covered && *covered == 0) emptyFrames++;
        if (f.tilesDrawn == 0 && f.tilesStoodIn > 0) groundOnlyFrames++;
        if (f.tilesDrawn < f.tilesInView) missingFrames++;  // something in view not there yet
        if (f.tilesEvicted > 0) residentAfterFull.push_back(resident);  // the cache is full
    }

    void printSummary(int frames, const ViewFigures& f) const {
        const auto [low, high] = residentAfterFull.empty()
                                     ? std::pair<std::size_t, std::size_t>{0, 0}
                                     : std::pair{*std::min_element(residentAfterFull.begin(), residentAfterFull.end()),
                                                 *std::max_element(residentAfterFull.begin(), residentAfterFull.end())};
        printLine(format("summary frames=%d frame_ms_median=%.3f frame_ms_p95=%.3f empty_frames=%d ground_only_frames=%d "
                         "missing_frames=%d rss_mb_once_full_min=%.1f rss_mb_once_full_max=%.1f generated=%llu evicted=%llu "
                         "boxes_median=%.0f vertices_median=%.0f draw_calls_median=%.0f",
                         frames, percentile(frameMs, 0.5), percentile(frameMs, 0.95), emptyFrames, groundOnlyFrames, missingFrames,
                         megabytes(low), megabytes(high), static_cast<unsigned long long>(f.tilesGenerated),
                         static_cast<unsigned long long>(f.tilesEvicted), percentile(boxes, 0.5), percentile(vertices, 0.5),
                         percentile(drawCalls, 0.5)));
    }
};

// One frame of the flight, timed (update, then draw), and its line.
void flyFrame(int k, View& view, const engine::Frame& frame, const engine::CameraPose& pose, FreedMemory& freedMemory,
              FlightTally& tally) {
    const auto start = std::chrono::steady_clock::now();
    view.update(pose, frame, k == 0 ? 0 : tally.frameMs.back());  // the night's cars move by the last frame's time
    const double updateMs = millisecondsSince(start);
    // What the world let go goes back to the system, as in the viewer; outside the frame's
    // timing, as it is not the world's work.
    freedMemory.afterUpdate(view.figures().tilesEvicted);
    const auto drawStart = std::chrono::steady_clock::now();
    engine::beginFrame(frame);
    view.draw(frame, pose);
    const double drawMs = millisecondsSince(drawStart);
    const ViewFigures f = view.figures();
    const std::size_t resident = residentBytes();
    // Where no city in view is drawn, the picture says whether anything is: its grounds standing
    // in, or nothing at all. Read after the timing, and only then: the read waits for the GPU.
    const std::optional<double> covered =
        f.tilesInView > 0 && f.tilesDrawn == 0 ? engine::coveredShare(frame) : std::optional<double>();
    tally.add(updateMs + drawMs, f, resident, covered);
    const std::string coveredText = covered ? format(" covered=%.3f", *covered) : std::string();
    printLine(format("frame=%d x=%.1f z=%.1f update_ms=%.3f draw_ms=%.3f in_view=%d drawn=%d stood_in=%d boxes=%zu "
                     "vertices=%zu draw_calls=%d cache_mb=%.2f cache_cities=%zu evicted=%llu pending=%zu rss_mb=%.1f%s",
                     k, pose.position.x, pose.position.z, updateMs, drawMs, f.tilesInView, f.tilesDrawn, f.tilesStoodIn,
                     f.boxesDrawn, f.verticesDrawn, f.drawCalls, megabytes(f.cacheBytes), f.cachedTiles,
                     static_cast<unsigned long long>(f.tilesEvicted), f.pendingTiles, megabytes(resident),
                     coveredText.c_str()));
}

} // namespace

int runFlightLog(const Options& options) {
    const std::vector<engine::CameraPose> poses =
        options.flight.posesFile.empty() ? std::vector<engine::CameraPose>{} : readPoses(options.flight.posesFile);
    const HeadlessGl context(options.window.gl);
    const Size size = options.window.size;
    const engine::Frame frame = engine::makeFrame(
        size.width, size.height, lookStyle(options.scene.scene, true, options.looks, options.palette,
                                                          readMachineTime(machineSecondsNow())));
    const int frames = poses.empty() ? options.flight.frames : std::min<int>(options.flight.frames, static_cast<int>(poses.size()));
    const engine::Programs programs;
    const std::unique_ptr<View> view = makeView(programs, options.scene, options.world, frame.style.night);
    engine::OffscreenTarget target(size.width, size.height);
    const auto bound = target.bind();

    engine::CameraPose pose = options.camera.value_or(engine::CameraPose{});
    // A straight line along the start heading, level: the ground speed of the flight.
    const double yaw = pose.yawDegrees * 3.141592653589793 / 180;
    const glm::dvec3 heading(-std::sin(yaw), 0, -std::cos(yaw));

    printLine(format("flight frames=%d size=%dx%d view-distance=%.0f cache-budget=%.0fMB gpu-arena=%.0fMB workers=%d", frames,
                     size.width, size.height, view->viewDistance().value_or(0), megabytes(options.world.cacheBudget),
                     megabytes(view->figures().gpuBytes), options.world.workerThreads()));
    // Warm up as a user's first moment would: the start view fills before the clock runs.
    Progress warmUp("warming up the world", options.quiet);
    view->settle(poses.empty() ? pose : poses.front(), frame);
    warmUp.finish();
    FlightTally tally;
    FreedMemory freedMemory;
    for (int k = 0; k < frames; k++) {
        if (!poses.empty()) pose = poses[static_cast<std::size_t>(k)];
        flyFrame(k, *view, frame, pose, freedMemory, tally);
        if (poses.empty()) pose.position += *options.flight.unitsPerFrame * heading;
    }
    engine::waitForGpu();
    tally.printSummary(frames, view->figures());
    return 0;
}

} // namespace app
