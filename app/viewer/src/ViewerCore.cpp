#include "viewer/ViewerCore.hpp"

#include "viewer/Settings.hpp"

#include "scene/Clock.hpp"
#include "scene/Looks.hpp"
#include "scene/SceneKind.hpp"

#include "engine/AutoCamera.hpp"
#include "engine/FrameGl.hpp"

#include <algorithm>
#include <iterator>
#include <chrono>
#include <cinttypes>
#include <cmath>
#include <cstdio>
#include <memory>
#include <utility>

namespace app {
namespace {

constexpr double kFastFlight = 30;        // 900 units a second: a city every half second
constexpr double kViewDistanceStep = 1.25;
constexpr double kMinViewDistance = 250;
constexpr double kScreensaverFadeSeconds = 1.5;  // the original's screensaver faded to black over 1.5 s
constexpr double kFloorY = 1;  // the originals' near plane is 1: an eye lower than this sees under the ground
constexpr double kFrameTimeSmoothing = 0.1;  // the status line's frame time: a tenth of each new frame
constexpr double kClockStepSeconds = 15 * 60;  // [ and ]: a quarter of an hour, a dusk in a few presses

std::string onOff(const std::string& what, bool on) { return what + (on ? " on" : " off"); }

} // namespace

ViewerCore::ViewerCore(const ViewerState& start, ViewMaker makeView, ViewerHost& host, const PanelRows& panel,
                       bool debugState)
    : state_(start), makeView_(std::move(makeView)), host_(host), panel_(panel), debugState_(debugState),
      seeds_(start.scene.seed) {}

void ViewerCore::notify(const std::string& text) {
    messages_.post(text, clockSeconds_);
    if (debugState_) {
        std::printf("message %s\n", text.c_str());
        std::fflush(stdout);
    }
    if (!host_.hasOverlay()) std::fprintf(stderr, "zcity: %s\n", text.c_str());
}

void ViewerCore::start(const Start& how) {
    loadScene();
    if (how.walk) startWalking();  // from the start pose, once the scene's streets exist
    greet(how.sceneRestored);
    if (!how.note.empty()) notify(how.note);
}

void ViewerCore::greet(bool sceneRestored) {
    if (sceneRestored) {
        notify("scene " + std::string(sceneName(state_.scene.scene)) + ", as the last run left it (V for the next)");
    }
    const SceneInfo& info = sceneInfo(state_.scene.scene);
    const engine::CameraPose& p = state_.pose;
    const engine::CameraPose start = startPose(state_.scene);
    const bool atStart = p.position == start.position && p.yawDegrees == start.yawDegrees &&
                         p.pitchDegrees == start.pitchDegrees;
    if (!info.startHint.empty() && atStart) notify(std::string(info.startHint));
    if (state_.mode != CameraMode::screensaver) notify("F1 or H: keys and mouse");
}

void ViewerCore::loadScene() {
    const auto start = std::chrono::steady_clock::now();
    const bool wasWalking = state_.mode == CameraMode::walk;
    if (view_) state_.world.viewDistance = view_->viewDistance().value_or(state_.world.viewDistance);
    view_.reset();  // its GPU memory goes before the next view's is taken
    view_ = makeView_(state_.scene, state_.world, state_.looks.night);
    if (debugState_) {
        const ViewFigures f = view_->figures();
        std::printf("scene %s generate=%.2fms bake=%.2fms upload=%.2fms vertices=%zu\n",
                    std::string(sceneName(state_.scene.scene)).c_str(), f.generateMs, f.bakeMs,
                    millisecondsSince(start) - f.generateMs - f.bakeMs, f.verticesDrawn);
    }
    titleDue_ = true;
    if (wasWalking) {
        state_.mode = CameraMode::fly;
        startWalking();  // on in the new scene where it has streets
    }
}

void ViewerCore::startWalking() {
    const engine::Obstacles* obstacles = view_->walkObstacles();
    if (!obstacles) {
        notify(state_.world.enabled && kindOf(state_.scene.scene).night()
                   ? std::string("J: the endless night is for flying; walk in the scene (without --world)")
                   : "J: there is no street to walk in " + std::string(sceneName(state_.scene.scene)) +
                         " (walk in redux or pixelcity)");
        return;
    }
    state_.walk = engine::startWalking(view_->walkStart(state_.pose), *obstacles);
    state_.pose = state_.walk.pose;
    state_.mode = CameraMode::walk;
}

void ViewerCore::press(std::string_view keyName) {
    if (const LookRow* look = lookForKeyName(keyName)) {
        toggleLook(*look);
    } else if (const ActionRow* row = actionForKeyName(keyName); row && row->run) {
        (this->*(row->run))();
    }
}

void ViewerCore::toggleLook(const LookRow& look) {
    const bool on = !lookOn(look, state_.looks, state_.scene.scene, state_.world.enabled);
    const bool clocked = state_.looks.clock.has_value();
    setLook(look, state_.looks, on);
    const bool nightOnly = look.field != nullptr;  // the fog is every scene's; the others Pixel City's
    const bool clockStopped = clocked && !state_.looks.clock;  // a day look turned on
    notify(onOff(std::string(look.said), on) +
           (nightOnly && !kindOf(state_.scene.scene).night() ? " (a night city's look: pixelcity, redux)" : "") +
           (clockStopped ? " (the time of day off)" : ""));
}

void ViewerCore::answerSetting(const SettingRequest& request) {
    if (request.close) {
        state_.settings = false;
        return;
    }
    const std::string signBefore = state_.scene.signText;
    const int sizeBefore = state_.scene.citySize;
    if (!applySetting(panel_, state_, request.name, request.value)) return;
    // A sign of one's own and the city's size are the city's: the night city is grown again, and
    // a new size is seen from its own start.
    if (state_.scene.signText != signBefore && kindOf(state_.scene.scene).night()) loadScene();
    if (state_.scene.citySize != sizeBefore) {
        loadScene();
        if (state_.mode == CameraMode::fly) state_.pose = startPose(state_.scene);
    }
    const std::string said = request.value == "1" ? " on" : request.value == "0" ? " off" : ": " + request.value;
    notify(request.name + (request.name == "fov" && request.value == "0" ? ": the scene's own lens" : said));
}

void ViewerCore::turn(double dx, double dy) {
    state_.pose = engine::turned(state_.pose, dx, dy, sceneInfo(state_.scene.scene).pitchSense);
}

void ViewerCore::setThrust(engine::Thrust thrust) { state_.thrust = thrust; }

void ViewerCore::showSeed(std::uint32_t seed) {
    seeds_.moveTo(seed);
    state_.scene.seed = seed;
    loadScene();
    notify("seed " + seedText(seed) + (isSeeded(state_.scene.scene) ? "" : " (it chooses the cities; " +
                                      std::string(sceneName(state_.scene.scene)) + " has none)"));
}

void ViewerCore::previousSeed() {
    if (const auto seed = seeds_.previous()) {
        state_.scene.seed = *seed;
        loadScene();
        host_.openSeedBox(*seed);
        notify("seed " + seedText(*seed) + ", the one before");
    } else {
        notify("no seed before this one");
    }
}

engine::CameraPose ViewerCore::flownPose(double elapsedMs, const engine::FlyKeys& held) const {
    engine::CameraPose pose = engine::flown(state_.pose, state_.thrust, elapsedMs, state_.speedScale);
    pose = engine::keyFlown(pose, held, elapsedMs, state_.speedScale);
    if (state_.floor && kindOf(state_.scene.scene).hasFloor()) pose = engine::aboveFloor(pose, kFloorY);
    return pose;
}

void ViewerCore::advance(double elapsedMs, const engine::FlyKeys& held) {
    clockSeconds_ += std::max(0.0, elapsedMs) / 1000;
    const double stepMs = std::clamp(elapsedMs, 0.0, engine::kMaxStepMilliseconds);
    switch (state_.mode) {
    case CameraMode::automatic:
    case CameraMode::screensaver: {
        state_.autoSeconds += stepMs / 1000 * state_.screensaver.speed;
        const double rebuild = state_.screensaver.rebuildSeconds;
        if (state_.mode == CameraMode::screensaver) state_.citySeconds += stepMs / 1000;
        if (state_.mode == CameraMode::screensaver && rebuild > 0 && state_.citySeconds >= rebuild) {
            state_.citySeconds -= rebuild;
            state_.scene.seed += 1;  // a new city, as the original's screensaver rebuilt every 120 s
            loadScene();
        }
        state_.pose = view_->autoCameraPose(engine::autoCameraModeAt(state_.autoSeconds, autoModes()), state_.autoSeconds);
        break;
    }
    case CameraMode::walk:
        state_.walk.pose.yawDegrees = state_.pose.yawDegrees;  // the mouse turns the walker
        state_.walk.pose.pitchDegrees = state_.pose.pitchDegrees;
        state_.walk = engine::walked(state_.walk, engine::WalkInput{held.forward, held.back, held.left, held.right, held.fast},
                                     elapsedMs, *view_->walkObstacles());
        state_.pose = state_.walk.pose;
        break;
    case CameraMode::fly:
        state_.pose = flownPose(elapsedMs, held);
        break;
    case CameraMode::newCityEachFrame:
        state_.pose = flownPose(elapsedMs, held);
        state_.scene.seed += 1;  // GameDraw's k++: a completely different city on each frame
        loadScene();
        break;
    }
}

engine::Frame ViewerCore::frame(const engine::Programs& programs, int width, int height, double elapsedMs,
                                const engine::FlyKeys& held) {
    advance(elapsedMs, held);
    const engine::Frame frame = engine::makeFrame(width, height, frameStyle());
    if (frame.empty()) return frame;
    draw(programs, frame, elapsedMs);
    frameMs_ += (std::clamp(elapsedMs, 0.0, 1000.0) - frameMs_) * kFrameTimeSmoothing;
    return frame;
}

void ViewerCore::draw(const engine::Programs& programs, const engine::Frame& frame, double elapsedMs) {
    view_->update(state_.pose, frame, elapsedMs);
    engine::beginFrame(frame);
    view_->draw(frame, state_.pose);
    if (state_.mode == CameraMode::screensaver) {
        engine::dimFrame(programs, frame, screensaverBrightness(state_.citySeconds, state_.screensaver.rebuildSeconds));
    }
    if (!crush_) crush_.emplace();
    crush_->apply(programs, frame);  // the whole picture, fade and all, in the palette
}

float ViewerCore::screensaverBrightness(double seconds, double cycleSeconds) {
    if (cycleSeconds <= 0) return static_cast<float>(std::clamp(seconds / kScreensaverFadeSeconds, 0.0, 1.0));  // no rebuilds
    const double fromStart = seconds, toEnd = cycleSeconds - seconds;
    return static_cast<float>(std::clamp(std::min(fromStart, toEnd) / kScreensaverFadeSeconds, 0.0, 1.0));
}

engine::FrameStyle ViewerCore::frameStyle() const {
    return lookStyle(state_.scene.scene, state_.world.enabled, state_.looks, state_.palette,
                     readMachineTime(startedAt_));
}

std::string ViewerCore::looksText() const { return looksOn(state_.looks, state_.scene.scene, state_.world.enabled); }

OverlayContent ViewerCore::overlayContent(double frameMs) {
    OverlayContent content;
    content.help = state_.help;
    content.status = state_.status;
    if (state_.settings) content.settings = shownSettings(panel_, state_);
    const ViewFigures figures = view_->figures();
    if (state_.status) {
        StatusFigures s;
        s.seed = state_.scene.seed;
        s.seeded = isSeeded(state_.scene.scene);
        s.scene = std::string(sceneName(state_.scene.scene));
        s.pose = state_.pose;
        s.frameMs = frameMs;
        s.fps = frameMs > 0 ? 1000 / frameMs : 0;
        s.viewDistance = view_->viewDistance();
        s.view = figures;
        s.world = state_.world.enabled;
        content.statusLine = statusLine(s);
    }
    content.loading = loadingLine(figures, state_.world.enabled);
    content.messages = messages_.visible(clockSeconds_);
    return content;
}

std::string ViewerCore::title(double fps) const {
    char rate[32];
    std::snprintf(rate, sizeof rate, "%.0f fps", fps);
    std::string title = view_->titleLine();
    if (const auto distance = view_->viewDistance()) title += " - view " + std::to_string(static_cast<int>(*distance));
    if (isSeeded(state_.scene.scene)) title += " - seed " + seedText(state_.scene.seed);
    return title + " - " + std::string(sceneName(state_.scene.scene)) + " - " + rate;
}

std::string ViewerCore::debugStateLine() const {
    char line[512];
    const engine::CameraPose& p = state_.pose;
    const ViewFigures f = view_->figures();
    std::snprintf(line, sizeof line,
                  "state x=%.6f y=%.6f z=%.6f yaw=%.6f pitch=%.6f thrust=%d seed=%s scene=%s buildings=%" PRId64
                  " cubes=%" PRId64 " vertices=%zu speed=%.0f view=%.0f auto=%d mode=%s look=%s palette=%s walk=%d"
                  " floor=%d fog=%d help=%d status=%d settings=%d fov=%.0f",
                  p.position.x, p.position.y, p.position.z, p.yawDegrees, p.pitchDegrees, static_cast<int>(state_.thrust),
                  seedText(state_.scene.seed).c_str(), std::string(sceneName(state_.scene.scene)).c_str(), f.buildings,
                  f.cubes, f.verticesDrawn, state_.speedScale, view_->viewDistance().value_or(0),
                  autoSteered(state_.mode) ? 1 : 0, engine::autoCameraModeName(engine::autoCameraModeAt(state_.autoSeconds, autoModes())),
                  looksText().c_str(), engine::paletteName(state_.palette), state_.mode == CameraMode::walk ? 1 : 0,
                  state_.floor ? 1 : 0, fogOn() ? 1 : 0, state_.help ? 1 : 0, state_.status ? 1 : 0,
                  state_.settings ? 1 : 0, state_.looks.fieldOfView.value_or(0));
    return line;
}

ActionRows ViewerCore::actionTable() {
    // Pixel City's keys are the original's own letters where they are free; its E, T, W and C
    // went to the keyboard flight (Q/E, WASD, Space/C) and to T's fast flight, so those moved.
    // The looks' keys (G, I, X, Z, L) are the look table's and show in the help where the row
    // with no code is.
    static const ActionRow rows[] = {
        {"quit", {"Escape"}, "Esc", "quit", &ViewerCore::requestQuit, nullptr,
         "give the mouse back from Lock pointer (a page does not quit)", false},
        {"next-scene", {"V"}, "V", "", &ViewerCore::nextScene,
         [] { return "next scene: " + sceneNames("then") + " (the camera stays where it sees something)"; }},
        {"new-seed", {"N"}, "N", "a new city: the seed plus one (GameDraw's commented-out k++)", &ViewerCore::newSeed},
        {"reset-camera", {"R"}, "R", "back to the start pose", &ViewerCore::resetCamera},
        {"fullscreen", {"F11", "F"}, "F11 or F", "borderless full-desktop window, or back", &ViewerCore::toggleFullscreen,
         nullptr, "the page full screen, or back"},
        {"picture", {"F12", "P"}, "F12 or P", "save the view as zcity-SEED-N.png in the working folder",
         &ViewerCore::screenshot, nullptr, "download the view as zcity-SEED-N.png, with the command line that draws it"},
        {"new-city-each-frame", {"K"}, "K", "a new city every frame (k++ in GameDraw), on or off",
         &ViewerCore::toggleNewCityEachFrame},
        {"fast-flight", {"T"}, "T", "fly 30 times faster (900 units a second), on or off", &ViewerCore::toggleFastFlight},
        {"view-farther", {"PageUp", "="}, "PageUp or =", "world: see further (up to the 30,000 far plane)",
         &ViewerCore::viewFarther},
        {"view-nearer", {"PageDown", "-"}, "PageDown or -", "world: see less far", &ViewerCore::viewNearer},
        {"automatic-camera", {"O"}, "O", "automatic camera (Pixel City's eight modes, 15 s each), on or off",
         &ViewerCore::toggleAutoCamera},
        {"next-automatic-mode", {"B"}, "B", "automatic camera: the next mode (turns it on)", &ViewerCore::nextAutoCameraMode},
        {"looks", {}, "", "", nullptr},  // the look table's rows, each with its key, go here in the help
        {"next-palette", {"Y"}, "Y", "the colour crush: off, EGA's 16 colours, CGA's 4 (dithered), off",
         &ViewerCore::nextPalette},
        {"clock-later", {"]"}, "]", "the night cities: the time of day 15 minutes later (from now if no --time)",
         &ViewerCore::clockLater},
        {"clock-earlier", {"["}, "[", "the night cities: the time of day 15 minutes earlier", &ViewerCore::clockEarlier},
        {"walk", {"J"}, "J", "walk at street level (WASD or arrows, Shift runs), or fly again", &ViewerCore::toggleWalk},
        {"floor", {"U"}, "U", "the floor under the fly camera in the cities, off or on (on at start)", &ViewerCore::toggleFloor},
        // ? is Shift and / on most layouts
        {"help", {"F1", "H", "/", "?"}, "F1 or H", "this help on screen (? too), shown or hidden", &ViewerCore::toggleHelp},
        // The page's settings panel is its own (page.js, from the same table), not this key's.
        {"settings", {"F2"}, "F2", "the settings panel: presets, looks, colours, sky, sign, field of view, camera",
         &ViewerCore::toggleSettings, nullptr, {}, false},
        {"status", {"F3"}, "F3", "the status line (seed, place, frame time, cache), shown or hidden", &ViewerCore::toggleStatus},
        {"seed-box", {"Return"}, "Enter", "the seed box: type a seed, or take a random or the previous one",
         &ViewerCore::openSeedBox},
    };
    return ActionRows{std::begin(rows), std::end(rows)};
}

void ViewerCore::nextScene() {
    do {  // the endless worlds are the cities' and the nights': it skips the other scenes
        state_.scene.scene = app::nextScene(state_.scene.scene);
    } while (state_.world.enabled && !kindOf(state_.scene.scene).endlessWorld());
    if (!kindOf(state_.scene.scene).gridded()) state_.scene.grid = 1;  // grids are of cities
    loadScene();
    land();
}

void ViewerCore::newSeed() { showSeed(state_.scene.seed + 1); }  // wraps at 2^32

void ViewerCore::resetCamera() {
    state_.pose = startPose(state_.scene);
    if (state_.mode == CameraMode::walk) state_.mode = CameraMode::fly;
}

void ViewerCore::toggleNewCityEachFrame() {
    if (state_.world.enabled) {
        notify("K grows a new city every frame; the world keeps its cities (use N)");
        return;
    }
    const bool on = state_.mode != CameraMode::newCityEachFrame;
    state_.mode = on ? CameraMode::newCityEachFrame : CameraMode::fly;
    notify(onOff("a new city every frame", on));
}

void ViewerCore::toggleFastFlight() {
    state_.speedScale = state_.speedScale == 1 ? kFastFlight : 1;
    notify(onOff("fast flight (900 units a second)", state_.speedScale != 1));
}

void ViewerCore::changeViewDistance(bool farther) {
    if (const auto distance = view_->viewDistance()) {
        const double factor = farther ? kViewDistanceStep : 1 / kViewDistanceStep;
        view_->setViewDistance(std::clamp(*distance * factor, kMinViewDistance, kMaxViewDistance));
        titleDue_ = true;
    } else {
        notify(std::string(farther ? "PageUp" : "PageDown") +
               (state_.world.enabled ? ": the night's fog sets how far it shows (G turns it off)"
                                     : ": the view distance is for --world"));
    }
}

// The original's eight modes; the modern look adds WebPixelCity's three that follow a car,
// where the view has cars. The original's look keeps the original's 120 s cycle.
int ViewerCore::autoModes() const {
    return view_->hasCars() && state_.looks.night.modern ? engine::kAutoCameraModesWithCars : engine::kAutoCameraModes;
}

void ViewerCore::toggleAutoCamera() {
    state_.mode = state_.mode == CameraMode::automatic ? CameraMode::fly : CameraMode::automatic;
}

void ViewerCore::nextAutoCameraMode() {  // to the start of the next 15 s mode
    state_.autoSeconds = (std::floor(state_.autoSeconds / engine::kAutoModeSeconds) + 1) * engine::kAutoModeSeconds;
    if (state_.autoSeconds >= autoModes() * engine::kAutoModeSeconds) state_.autoSeconds = 0;
    state_.mode = CameraMode::automatic;
}

void ViewerCore::nextPalette() {
    state_.palette = state_.palette == engine::Palette::none  ? engine::Palette::ega
                     : state_.palette == engine::Palette::ega ? engine::Palette::cga
                                                               : engine::Palette::none;
    notify(std::string("colours: ") + engine::paletteName(state_.palette));
}

void ViewerCore::clockLater() { stepClock(kClockStepSeconds); }
void ViewerCore::clockEarlier() { stepClock(-kClockStepSeconds); }

// The clock shown, stepped: a moment held still from then on (a running clock stops where it
// was), in its own offset from UTC or the machine's, so a link written now reopens it.
void ViewerCore::stepClock(double seconds) {
    if (!kindOf(state_.scene.scene).night()) {
        notify("the time of day is for the night cities (" + scenesWhere(&SceneKind::night, ",") + ")");
        return;
    }
    const MachineTime machine = readMachineTime(startedAt_);
    const engine::ClockTime& clock = state_.looks.clock.value_or(engine::ClockTime{});
    const double shown = engine::clockInstant(clock, machine.nowUnixSeconds, machine.startUnixSeconds,
                                              machine.utcOffsetMinutes);
    const int offset = clock.utcOffsetMinutes.value_or(machine.utcOffsetMinutes);
    state_.looks.clock = engine::clockAtInstant(shown + seconds, offset);
    const bool dayLook = dayLookChosen(state_.looks);
    state_.looks.night.day = state_.looks.night.shadowed = false;  // the clock's day is its own
    notify("time " + engine::clockTimeText(*state_.looks.clock) + (dayLook ? " (the day look off)" : ""));
}

void ViewerCore::toggleWalk() {
    if (state_.mode == CameraMode::walk) {
        state_.mode = CameraMode::fly;  // the fly camera takes over where the walker stands
    } else {
        startWalking();
    }
}

void ViewerCore::toggleFloor() {
    state_.floor = !state_.floor;
    notify(onOff("the floor", state_.floor));
}

void ViewerCore::toggleHelp() {
    state_.help = !state_.help;
    if (!host_.hasOverlay() && state_.help) std::printf("%s", keyHelp().c_str());  // no overlay in this build
}

void ViewerCore::openSeedBox() {
    if (host_.hasOverlay()) {
        host_.openSeedBox(state_.scene.seed);
    } else {
        notify("this build has no seed box (built without Dear ImGui); use --seed");
    }
}

// A switch of scene lands where the new scene shows something: the pose where it does, the
// terrain's ground under the same place, or the scene's start (with its hint, where the start
// faithfully shows nothing).
void ViewerCore::land() {
    const SceneInfo& info = sceneInfo(state_.scene.scene);
    if (state_.mode == CameraMode::walk) state_.mode = CameraMode::fly;
    if (!info.startHint.empty()) {
        state_.pose = startPose(state_.scene);
        notify(std::string(info.startHint));
    } else {
        state_.pose = view_->landingPose(state_.pose, startPose(state_.scene));
    }
    notify("scene " + std::string(info.name) + ": " + std::string(info.summary));
}

ViewMaker viewMaker(const engine::Programs& programs, EarlyCity early) {
    // A std::function is copied, a future is not: the city is held where every copy shares it.
    return [&programs, first = std::make_shared<EarlyCity>(std::move(early))](
               const SceneSettings& scene, const WorldSettings& world, const engine::NightStyle& look) {
        return makeView(programs, scene, world, look, nullptr, std::exchange(*first, EarlyCity{}));
    };
}

} // namespace app
