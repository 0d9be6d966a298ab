// zcity's window: fly over a scene with the seeds' mouse camera.
// Owns SDL's events and the frame loop; what is drawn is a View, and every GL call is the engine's.
#include "modes/Modes.hpp"

#include "formats/PngFile.hpp"
#include "platform/GlWindow.hpp"
#include "platform/KeyTable.hpp"
#include "platform/Overlay.hpp"
#include "platform/ProcessMemory.hpp"
#include "platform/Settings.hpp"
#include "view/Looks.hpp"
#include "view/OverlayText.hpp"
#include "view/View.hpp"

#include "engine/ColourCrush.hpp"
#include "engine/Programs.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <cinttypes>
#include <cstdio>
#include <exception>
#include <filesystem>
#include <system_error>
#include <memory>
#include <optional>
#include <string>

namespace app {
namespace {

constexpr Uint64 kTitleIntervalMs = 500;  // "Every half second, GameDraw puts the counts in the window title"
constexpr double kFastFlight = 30;        // 900 units a second: a city every half second
constexpr double kViewDistanceStep = 1.25;
constexpr double kMinViewDistance = 250;
constexpr double kScreensaverCitySeconds = 120;  // the original's screensaver rebuilt every 120 s...
constexpr double kScreensaverFadeSeconds = 1.5;  // ...fading to black over 1.5 s
constexpr double kScreensaverSettleMs = 500;
constexpr int kScreensaverNudgePixels = 8;
constexpr double kFloorY = 1;  // the seeds' near plane is 1: an eye lower than this sees under the ground
constexpr double kFrameTimeSmoothing = 0.1;  // the status line's frame time: a tenth of each new frame

// The scenes with a ground to stand above: the cities and the night cities (the terrain's ground
// is not flat, and zterrain has none).
bool hasFloor(Scene scene) {
    const SceneContent content = sceneInfo(scene).content;
    return content == SceneContent::city || content == SceneContent::nightCity || content == SceneContent::reduxCity;
}

double millisecondsBetween(Uint64 from, Uint64 to) {
    return static_cast<double>(to - from) * 1000.0 / static_cast<double>(SDL_GetPerformanceFrequency());
}

std::string hexSeed(std::uint32_t seed) {
    char text[16];
    std::snprintf(text, sizeof text, "0x%08" PRIX32, seed);
    return text;
}

std::string windowTitle(const std::string& counts, const SceneSettings& s, double fps) {
    char rate[32];
    std::snprintf(rate, sizeof rate, "%.0f fps", fps);
    std::string title = counts;
    if (isSeeded(s.scene)) title += " - seed " + hexSeed(s.seed);
    return title + " - " + std::string(sceneName(s.scene)) + " - " + rate;
}

// What the user steers; everything else is derived from it.
struct ViewerState {
    engine::CameraPose pose;
    LookChoice looks;             // the fog and Pixel City's looks, kept across scenes
    engine::Palette palette = engine::Palette::none;  // the colour crush, over any scene
    bool autoCamera = false;      // the camera flies itself
    double autoSeconds = 0;       // the automatic camera's clock: which mode, and where in it
    bool screensaver = false;     // any key or mouse movement quits; a new city every 120 s
    bool walking = false;         // on foot at street level (the night cities)
    bool floor = true;            // the fly camera stays above the cities' ground
    bool help = false;            // the on-screen help panel
    bool status = true;           // the on-screen status line
    engine::WalkState walk;       // the walker, while walking: pose.position is the eye
    engine::Thrust thrust = engine::Thrust::still;
    SceneSettings scene;
    WorldSettings world;
    double speedScale = 1;
    bool newSeedEachFrame = false;
    bool quit = false;
};

// Where the viewer starts: the options, with what the last run saved already filled in
// (restoreSaved).
ViewerState startState(const Options& given) {
    ViewerState state;
    state.scene = given.scene;
    state.world = given.world;
    state.pose = given.camera.value_or(sceneInfo(state.scene.scene).startPose);
    state.screensaver = given.screensaver;
    state.looks = given.looks;
    state.floor = !given.noFloor;
    state.palette = given.palette;
    state.autoCamera = given.screensaver;
    return state;
}

// The command line's size, or the saved one where it fits on a display; a saved size larger than
// every display falls back to the default with a warning, so no saved size can keep the window
// from opening.
Size windowSize(const Options& given, const SavedSettings& saved) {
    if (given.given.size || !saved.width || !saved.height) return given.window.size;
    for (int d = 0; d < SDL_GetNumVideoDisplays(); d++) {
        SDL_Rect bounds;
        if (SDL_GetDisplayBounds(d, &bounds) == 0 && *saved.width <= bounds.w && *saved.height <= bounds.h) {
            return Size{*saved.width, *saved.height};
        }
    }
    std::fprintf(stderr, "zcity: the saved window size %dx%d is larger than the display; using %dx%d\n", *saved.width,
                 *saved.height, given.window.size.width, given.window.size.height);
    return given.window.size;
}

class Viewer {
public:
    Viewer(const ViewerState& start, GlWindow& window, const engine::Programs& programs, Overlay& overlay,
           bool overlayInPictures, bool debugState)
        : state_(start), window_(window), programs_(programs), overlay_(overlay), overlayInPictures_(overlayInPictures),
          debugState_(debugState), seeds_(start.scene.seed) {}

    // A short message on screen that fades (and, for tests, on standard output with
    // --debug-state; on standard error where this build has no overlay).
    void notify(const std::string& text) {
        messages_.post(text, secondsNow());
        if (debugState_) {
            std::printf("message %s\n", text.c_str());
            std::fflush(stdout);
        }
        if (!overlayAvailable()) std::fprintf(stderr, "zcity: %s\n", text.c_str());
    }

    // Says at start what the person did not choose this time: a scene restored from the last
    // run, and a start that faithfully shows nothing.
    void greet(bool sceneRestored) {
        if (sceneRestored) {
            notify("scene " + std::string(sceneName(state_.scene.scene)) + ", as the last run left it (V for the next)");
        }
        const SceneInfo& info = sceneInfo(state_.scene.scene);
        const engine::CameraPose& p = state_.pose;
        const bool atStart = p.position == info.startPose.position && p.yawDegrees == info.startPose.yawDegrees &&
                             p.pitchDegrees == info.startPose.pitchDegrees;
        if (!info.startHint.empty() && atStart) notify(std::string(info.startHint));
        if (!state_.screensaver) notify("F1 or H: keys and mouse");
    }

    // Grows the current scene and makes its view (in the world, starts streaming afresh).
    void loadScene() {
        const Uint64 start = SDL_GetPerformanceCounter();
        const bool wasWalking = state_.walking;
        if (view_) state_.world.viewDistance = view_->viewDistance().value_or(state_.world.viewDistance);
        view_.reset();  // its GPU memory goes before the next view's is taken
        view_ = makeView(programs_, state_.scene, state_.world);
        if (debugState_) {
            const ViewFigures f = view_->figures();
            std::printf("scene %s generate=%.2fms bake=%.2fms upload=%.2fms vertices=%zu\n",
                        std::string(sceneName(state_.scene.scene)).c_str(), f.generateMs, f.bakeMs,
                        millisecondsBetween(start, SDL_GetPerformanceCounter()) - f.generateMs - f.bakeMs, f.verticesDrawn);
        }
        titleDue_ = true;
        state_.walking = false;
        if (wasWalking) startWalking();  // on in the new scene where it has streets
    }

    // On foot from where the camera is (--walk, the J key): put down on the nearest sidewalk,
    // falling to the ground from the camera's height.
    void startWalking() {
        const engine::Obstacles* obstacles = view_->walkObstacles();
        if (!obstacles) {
            notify(state_.world.enabled && isNight(state_.scene.scene)
                       ? std::string("J: the endless night is for flying; walk in the scene (without --world)")
                       : "J: there is no street to walk in " + std::string(sceneName(state_.scene.scene)) +
                             " (walk in redux or pixelcity)");
            return;
        }
        state_.walk = engine::startWalking(view_->walkStart(state_.pose), *obstacles);
        state_.pose = state_.walk.pose;
        state_.walking = true;
        state_.autoCamera = false;
    }

    void handle(const SDL_Event& event) {
        if (state_.screensaver) {
            screensaverHandle(event);
            return;
        }
        const bool seedBoxWasOpen = overlay_.panels().seedBoxOpen();
        if (overlay_.handle(event)) {  // typing in the seed box
            if (seedBoxWasOpen && !overlay_.panels().seedBoxOpen()) closeSeedBox();
            return;
        }
        switch (event.type) {
        case SDL_QUIT: state_.quit = true; break;
        case SDL_KEYDOWN:
            if (event.key.repeat) break;
            if (const LookRow* look = lookOfKey(event.key.keysym.sym)) {
                toggleLook(*look);
            } else {
                run(actionForKey(event.key.keysym.sym));
            }
            break;
        case SDL_MOUSEMOTION:
            if (event.motion.which != SDL_TOUCH_MOUSEID) turn(event.motion.xrel, event.motion.yrel);
            break;
        case SDL_MOUSEBUTTONDOWN:  // the original's WM_LBUTTONDOWN / WM_RBUTTONDOWN
            if (event.button.which == SDL_TOUCH_MOUSEID) break;
            if (event.button.button == SDL_BUTTON_LEFT) state_.thrust = engine::Thrust::forwards;
            if (event.button.button == SDL_BUTTON_RIGHT) state_.thrust = engine::Thrust::backwards;
            break;
        case SDL_MOUSEBUTTONUP:  // either button up stops, as WM_LBUTTONUP / WM_RBUTTONUP did
            if (event.button.which == SDL_TOUCH_MOUSEID) break;
            if (event.button.button == SDL_BUTTON_LEFT || event.button.button == SDL_BUTTON_RIGHT) {
                state_.thrust = engine::Thrust::still;
            }
            break;
        case SDL_FINGERDOWN:  // as the WebGL port: a finger down flies forwards
            state_.thrust = engine::Thrust::forwards;
            break;
        case SDL_FINGERMOTION: {  // dragging turns; touch coordinates are fractions of the window
            int width = 0, height = 0;
            SDL_GetWindowSize(window_.sdl(), &width, &height);
            turn(event.tfinger.dx * static_cast<float>(width), event.tfinger.dy * static_cast<float>(height));
            break;
        }
        case SDL_FINGERUP:
            if (SDL_GetNumTouchFingers(event.tfinger.touchId) == 0) state_.thrust = engine::Thrust::still;
            break;
        default: break;
        }
    }

    // Moves the camera by the time since the last frame (capped at 200 ms) and draws.
    void frame(double elapsedMs) {
        const double stepMs = std::clamp(elapsedMs, 0.0, engine::kMaxStepMilliseconds);
        if (state_.autoCamera) {
            state_.autoSeconds += stepMs / 1000;
            if (state_.screensaver && state_.autoSeconds >= kScreensaverCitySeconds) {
                state_.autoSeconds -= kScreensaverCitySeconds;
                state_.scene.seed += 1;  // a new city, as the original's screensaver rebuilt every 120 s
                loadScene();
            }
            state_.pose = view_->autoCameraPose(engine::autoCameraModeAt(state_.autoSeconds), state_.autoSeconds);
        } else if (state_.walking) {
            state_.walk.pose.yawDegrees = state_.pose.yawDegrees;  // the mouse turns the walker
            state_.walk.pose.pitchDegrees = state_.pose.pitchDegrees;
            const engine::WalkInput input = overlay_.panels().seedBoxOpen() ? engine::WalkInput{} : heldWalkKeys();
            state_.walk = engine::walked(state_.walk, input, elapsedMs, *view_->walkObstacles());
            state_.pose = state_.walk.pose;
        } else {
            state_.pose = engine::flown(state_.pose, state_.thrust, elapsedMs, state_.speedScale);
            // While the seed box is open the letters are typed, not flown.
            if (!overlay_.panels().seedBoxOpen()) {
                state_.pose = engine::keyFlown(state_.pose, heldFlyKeys(), elapsedMs, state_.speedScale);
            }
            if (state_.floor && hasFloor(state_.scene.scene)) state_.pose = engine::aboveFloor(state_.pose, kFloorY);
        }
        if (state_.newSeedEachFrame) {
            state_.scene.seed += 1;  // GameDraw's k++: a completely different city on each frame
            loadScene();
        }
        const engine::Frame frame = currentFrame();
        if (frame.empty()) {
            SDL_Delay(50);  // minimised: nothing to draw, and no reason to spin
            return;
        }
        view_->update(state_.pose, frame);
        freedMemory_.afterUpdate(view_->figures().evictedParts);  // what the world let go, back
        engine::beginFrame(frame);
        view_->draw(frame, state_.pose);
        if (state_.screensaver) engine::dimFrame(programs_, frame, screensaverBrightness(state_.autoSeconds));
        crush_.apply(programs_, frame);  // the whole picture, fade and all, in the palette
        frameMs_ += (std::clamp(elapsedMs, 0.0, 1000.0) - frameMs_) * kFrameTimeSmoothing;
        if (!state_.screensaver) {  // last: the text over the picture, never crushed
            const SeedRequest request = overlay_.draw(frame, overlayContent(), elapsedMs / 1000);
            answer(request);
        }
        if (pictureDue_) saveScreenshot();
        pictureDue_ = false;
        window_.swap();
        framesSinceTitle_++;
    }

    OverlayContent overlayContent() {
        OverlayContent content;
        content.help = state_.help;
        content.status = state_.status;
        const ViewFigures figures = view_->figures();
        if (state_.status) {
            StatusFigures s;
            s.seed = state_.scene.seed;
            s.seeded = isSeeded(state_.scene.scene);
            s.scene = std::string(sceneName(state_.scene.scene));
            s.pose = state_.pose;
            s.frameMs = frameMs_;
            s.fps = frameMs_ > 0 ? 1000 / frameMs_ : 0;
            s.viewDistance = view_->viewDistance();
            s.view = figures;
            s.world = state_.world.enabled;
            content.statusLine = statusLine(s);
        }
        content.loading = loadingLine(figures, state_.world.enabled);
        content.messages = messages_.visible(secondsNow());
        return content;
    }

    // What the seed box asked for.
    void answer(const SeedRequest& request) {
        if (request.seed) showSeed(*request.seed);
        if (request.seed && overlay_.panels().seedBoxOpen() && !request.fromRandom) closeSeedBox();
        if (request.previous) {
            if (const auto seed = seeds_.previous()) {
                state_.scene.seed = *seed;
                loadScene();
                overlay_.panels().openSeedBox(*seed);
                notify("seed " + hexSeed(*seed) + ", the one before");
            } else {
                notify("no seed before this one");
            }
        }
        if (request.close) closeSeedBox();
    }

    void showSeed(std::uint32_t seed) {
        seeds_.moveTo(seed);
        state_.scene.seed = seed;
        loadScene();
        notify("seed " + hexSeed(seed) + (isSeeded(state_.scene.scene) ? "" : " (it chooses the cities; " +
                                          std::string(sceneName(state_.scene.scene)) + " has none)"));
    }

    void openSeedBox() {
        overlay_.panels().openSeedBox(state_.scene.seed);
        SDL_SetRelativeMouseMode(SDL_FALSE);  // a pointer for the buttons
    }

    void closeSeedBox() {
        overlay_.panels().closeSeedBox();
        SDL_SetRelativeMouseMode(SDL_TRUE);
    }

    void updateTitle(Uint64 now) {
        const double sinceMs = millisecondsBetween(titleTime_, now);
        if (!titleDue_ && sinceMs < kTitleIntervalMs) return;
        const double fps = sinceMs > 0 ? framesSinceTitle_ * 1000.0 / sinceMs : 0;
        std::string counts = view_->titleLine();
        if (const auto distance = view_->viewDistance()) counts += " - view " + std::to_string(static_cast<int>(*distance));
        const std::string title = windowTitle(counts, state_.scene, fps);
        SDL_SetWindowTitle(window_.sdl(), title.c_str());
        if (debugState_) std::printf("title %s\n", title.c_str());
        titleTime_ = now;
        framesSinceTitle_ = 0;
        titleDue_ = false;
    }

    void printStateIfChanged() {
        if (!debugState_) return;
        char line[512];
        const engine::CameraPose& p = state_.pose;
        const ViewFigures f = view_->figures();
        std::snprintf(line, sizeof line,
                      "state x=%.6f y=%.6f z=%.6f yaw=%.6f pitch=%.6f thrust=%d seed=%s scene=%s buildings=%" PRId64
                      " cubes=%" PRId64 " vertices=%zu speed=%.0f view=%.0f auto=%d mode=%s look=%s palette=%s walk=%d"
                      " floor=%d fog=%d help=%d status=%d seedbox=%d",
                      p.position.x, p.position.y, p.position.z, p.yawDegrees, p.pitchDegrees,
                      static_cast<int>(state_.thrust), hexSeed(state_.scene.seed).c_str(),
                      std::string(sceneName(state_.scene.scene)).c_str(), f.buildings, f.cubes, f.verticesDrawn,
                      state_.speedScale, view_->viewDistance().value_or(0), state_.autoCamera ? 1 : 0,
                      engine::autoCameraModeName(engine::autoCameraModeAt(state_.autoSeconds)), lookText().c_str(),
                      engine::paletteName(state_.palette), state_.walking ? 1 : 0, state_.floor ? 1 : 0, fogOn() ? 1 : 0,
                      state_.help ? 1 : 0, state_.status ? 1 : 0, overlay_.panels().seedBoxOpen() ? 1 : 0);
        if (line != lastState_) {
            std::printf("%s\n", line);
            std::fflush(stdout);
            lastState_ = line;
        }
    }

    std::string lookText() const { return looksOn(state_.looks, state_.scene.scene, state_.world.enabled); }

    // The fog of the scene on screen, resolved as the frame resolves it.
    bool fogOn() const { return currentStyle().fog; }

    bool quit() const { return state_.quit; }
    Scene scene() const { return state_.scene.scene; }
    std::optional<double> viewDistance() const { return view_->viewDistance(); }

private:
    engine::Frame currentFrame() const {
        int width = 0, height = 0;
        window_.drawableSize(width, height);
        return engine::makeFrame(width, height, currentStyle());
    }

    engine::FrameStyle currentStyle() const {
        return lookStyle(state_.scene.scene, state_.world.enabled, state_.looks, state_.palette);
    }

    // The keyboard flight's keys, held this frame: WASD or the arrows, E or Space up, Q or C down.
    static engine::FlyKeys heldFlyKeys() {
        const Uint8* keys = SDL_GetKeyboardState(nullptr);
        engine::FlyKeys fly;
        fly.forward = keys[SDL_SCANCODE_W] || keys[SDL_SCANCODE_UP];
        fly.back = keys[SDL_SCANCODE_S] || keys[SDL_SCANCODE_DOWN];
        fly.left = keys[SDL_SCANCODE_A] || keys[SDL_SCANCODE_LEFT];
        fly.right = keys[SDL_SCANCODE_D] || keys[SDL_SCANCODE_RIGHT];
        fly.up = keys[SDL_SCANCODE_E] || keys[SDL_SCANCODE_SPACE];
        fly.down = keys[SDL_SCANCODE_Q] || keys[SDL_SCANCODE_C];
        fly.fast = keys[SDL_SCANCODE_LSHIFT] || keys[SDL_SCANCODE_RSHIFT];
        return fly;
    }

    // Walking reads the same keys as flying (forwards, back, sideways; Shift runs).
    static engine::WalkInput heldWalkKeys() {
        const engine::FlyKeys fly = heldFlyKeys();
        return engine::WalkInput{fly.forward, fly.back, fly.left, fly.right, fly.fast};
    }

    // The screensaver: a key, a button, the wheel or the mouse moved more than a nudge quits. The first
    // half second's motion is the window appearing under the pointer, not the user.
    void screensaverHandle(const SDL_Event& event) {
        const bool settled = millisecondsBetween(shownAt_, SDL_GetPerformanceCounter()) > kScreensaverSettleMs;
        switch (event.type) {
        case SDL_QUIT:
        case SDL_KEYDOWN:
        case SDL_MOUSEBUTTONDOWN:
        case SDL_MOUSEWHEEL:  // X11's buttons 4 to 7, which SDL reports as the wheel, not as buttons
        case SDL_FINGERDOWN: state_.quit = true; break;
        case SDL_MOUSEMOTION:
            screensaverMotion_ += std::abs(event.motion.xrel) + std::abs(event.motion.yrel);
            if (settled && screensaverMotion_ > kScreensaverNudgePixels) state_.quit = true;
            if (!settled) screensaverMotion_ = 0;
            break;
        default: break;
        }
    }

    // Black fading in over the last 1.5 s of a city and out over the first 1.5 s of the next.
    static float screensaverBrightness(double seconds) {
        const double fromStart = seconds, toEnd = kScreensaverCitySeconds - seconds;
        return static_cast<float>(std::clamp(std::min(fromStart, toEnd) / kScreensaverFadeSeconds, 0.0, 1.0));
    }

    void turn(double dx, double dy) {
        state_.pose = engine::turned(state_.pose, dx, dy, sceneInfo(state_.scene.scene).pitchSense);
    }

    void run(Action action) {
        switch (action) {
        case Action::none: break;
        case Action::quit: state_.quit = true; break;
        case Action::nextScene:
            do {  // the endless worlds are the cities' and the nights': it skips the other scenes
                state_.scene.scene = nextScene(state_.scene.scene);
            } while (state_.world.enabled && !hasEndlessWorld(state_.scene.scene));
            if (!cityVariant(state_.scene.scene)) state_.scene.grid = 1;  // grids are of cities
            loadScene();
            land();
            break;
        case Action::newSeed:
            showSeed(state_.scene.seed + 1);  // wraps at 2^32
            break;
        case Action::resetCamera:
            state_.pose = sceneInfo(state_.scene.scene).startPose;
            state_.walking = false;
            break;
        case Action::toggleFullscreen: {
            const bool full = SDL_GetWindowFlags(window_.sdl()) & SDL_WINDOW_FULLSCREEN_DESKTOP;
            if (SDL_SetWindowFullscreen(window_.sdl(), full ? 0 : SDL_WINDOW_FULLSCREEN_DESKTOP) != 0) {
                std::fprintf(stderr, "zcity: cannot change to %s: %s\n", full ? "a window" : "full screen",
                             SDL_GetError());
            }
            break;
        }
        case Action::screenshot: pictureDue_ = true; break;  // at the end of the frame, overlay and all
        case Action::newSeedEachFrame:
            if (state_.world.enabled) {
                notify("K grows a new city every frame; the world keeps its cities (use N)");
            } else {
                state_.newSeedEachFrame = !state_.newSeedEachFrame;
                notify(onOff("a new city every frame", state_.newSeedEachFrame));
            }
            break;
        case Action::fastFlight:
            state_.speedScale = state_.speedScale == 1 ? kFastFlight : 1;
            notify(onOff("fast flight (900 units a second)", state_.speedScale != 1));
            break;
        case Action::autoCamera:
            state_.autoCamera = !state_.autoCamera;
            if (state_.autoCamera) state_.walking = false;
            break;
        case Action::nextCameraMode:  // to the start of the next 15 s mode
            state_.autoSeconds = (std::floor(state_.autoSeconds / engine::kAutoModeSeconds) + 1) * engine::kAutoModeSeconds;
            if (state_.autoSeconds >= engine::kAutoCycleSeconds) state_.autoSeconds = 0;
            state_.autoCamera = true;
            state_.walking = false;
            break;
        case Action::toggleLook: break;  // the key names the look: toggleLook(row), from handle()
        case Action::nextPalette:
            state_.palette = state_.palette == engine::Palette::none  ? engine::Palette::ega
                             : state_.palette == engine::Palette::ega ? engine::Palette::cga
                                                                       : engine::Palette::none;
            notify(std::string("colours: ") + engine::paletteName(state_.palette));
            break;
        case Action::toggleFloor:
            state_.floor = !state_.floor;
            notify(onOff("the floor", state_.floor));
            break;
        case Action::toggleHelp:
            state_.help = !state_.help;
            if (!overlayAvailable() && state_.help) std::printf("%s", keyHelp().c_str());  // no overlay in this build
            break;
        case Action::toggleStatus: state_.status = !state_.status; break;
        case Action::seedBox:
            if (overlayAvailable()) {
                openSeedBox();
            } else {
                notify("this build has no seed box (built without Dear ImGui); use --seed");
            }
            break;
        case Action::toggleWalk:
            if (state_.walking) {
                state_.walking = false;  // the fly camera takes over where the walker stands
            } else {
                startWalking();
            }
            break;
        case Action::viewFarther:
        case Action::viewNearer:
            if (const auto distance = view_->viewDistance()) {
                const double factor = action == Action::viewFarther ? kViewDistanceStep : 1 / kViewDistanceStep;
                view_->setViewDistance(std::clamp(*distance * factor, kMinViewDistance, kMaxViewDistance));
                titleDue_ = true;
            } else {
                notify(std::string(action == Action::viewFarther ? "PageUp" : "PageDown") +
                       (state_.world.enabled ? ": the night's fog sets how far it shows (G turns it off)"
                                             : ": the view distance is for --world"));
            }
            break;
        }
    }

    static std::string onOff(const std::string& what, bool on) { return what + (on ? " on" : " off"); }

    void toggleLook(const LookRow& look) {
        const bool on = !lookOn(look, state_.looks, state_.scene.scene, state_.world.enabled);
        setLook(look, state_.looks, on);
        const bool nightOnly = look.field != nullptr;  // the fog is every scene's; the others Pixel City's
        notify(onOff(std::string(look.said), on) +
               (nightOnly && !isNight(state_.scene.scene) ? " (a night city's look: pixelcity, redux)" : ""));
    }

    // A switch of scene lands where the new scene shows something: the pose where it does, the
    // terrain's ground under the same place, or the scene's start (with its hint, where the
    // start faithfully shows nothing).
    void land() {
        const SceneInfo& info = sceneInfo(state_.scene.scene);
        state_.walking = false;
        if (!info.startHint.empty()) {
            state_.pose = info.startPose;
            notify(std::string(info.startHint));
        } else {
            state_.pose = view_->landingPose(state_.pose, info.startPose);
        }
        notify("scene " + std::string(info.name) + ": " + std::string(info.summary));
    }

    static double secondsNow() {
        return static_cast<double>(SDL_GetPerformanceCounter()) / static_cast<double>(SDL_GetPerformanceFrequency());
    }

    void saveScreenshot() {
        const engine::Frame frame = currentFrame();
        if (frame.empty()) return;
        // The next name no file has: two runs' pictures never overwrite each other.
        const std::string path = nextFreeName("zcity-" + hexSeed(state_.scene.seed).substr(2), [](const std::string& name) {
            std::error_code error;
            return std::filesystem::exists(name, error) || error;
        });
        try {
            // --overlay: the picture as the window shows it, text and all.
            const OverlayContent content = overlayContent();
            const auto overlay = [&](const engine::Frame& f) { overlay_.draw(f, content, 0); };
            writePng(path, drawPicture(*view_, programs_, frame, state_.pose, overlayInPictures_ ? std::function<void(const engine::Frame&)>(overlay) : nullptr),
                     pictureProvenance(state_.scene, state_.pose));
            std::printf("zcity: wrote %s\n", path.c_str());
            std::fflush(stdout);
            notify("wrote " + path);
        } catch (const std::exception& e) {
            std::fprintf(stderr, "zcity: %s\n", e.what());  // the flight goes on
            notify(e.what());
        }
    }

    ViewerState state_;
    GlWindow& window_;
    const engine::Programs& programs_;
    Overlay& overlay_;
    bool overlayInPictures_;  // --overlay: P's pictures show the text too
    bool debugState_;
    Messages messages_;
    SeedHistory seeds_;
    double frameMs_ = 0;      // smoothed, for the status line
    FreedMemory freedMemory_;
    bool pictureDue_ = false; // P was pressed: saved at the end of this frame
    std::unique_ptr<View> view_;
    Uint64 titleTime_ = SDL_GetPerformanceCounter();
    int framesSinceTitle_ = 0;
    bool titleDue_ = true;
    std::string lastState_;
    Uint64 shownAt_ = SDL_GetPerformanceCounter();
    engine::ColourCrush crush_;  // the palette pass's copy of the frame, kept between frames
    int screensaverMotion_ = 0;
};

// Mesa's llvmpipe and softpipe, SwiftShader, Windows' basic renderer: a CPU draws the frames.
bool isSoftwareRenderer(const std::string& renderer) {
    for (const char* name : {"llvmpipe", "softpipe", "SwiftShader", "Software Rasterizer", "Basic Render"}) {
        if (renderer.find(name) != std::string::npos) return true;
    }
    return false;
}

// The refresh rate of the window's display, or 60 where the display does not say (Xvfb).
double displayRefreshRate(SDL_Window* window) {
    SDL_DisplayMode mode;
    const int display = SDL_GetWindowDisplayIndex(window);
    if (display >= 0 && SDL_GetCurrentDisplayMode(display, &mode) == 0 && mode.refresh_rate > 0) return mode.refresh_rate;
    return 60;
}

// Puts the window back where it was, if that place is still on one of the displays.
void restorePosition(SDL_Window* window, const SavedSettings& saved) {
    if (!saved.x || !saved.y) return;
    for (int d = 0; d < SDL_GetNumVideoDisplays(); d++) {
        SDL_Rect bounds;
        if (SDL_GetDisplayBounds(d, &bounds) == 0 && *saved.x >= bounds.x && *saved.y >= bounds.y &&
            *saved.x < bounds.x + bounds.w && *saved.y < bounds.y + bounds.h) {
            SDL_SetWindowPosition(window, *saved.x, *saved.y);
            return;
        }
    }
}

SavedSettings currentSettings(SDL_Window* window, const Viewer& viewer, const SavedSettings& before) {
    SavedSettings now = before;
    if (!(SDL_GetWindowFlags(window) & (SDL_WINDOW_FULLSCREEN | SDL_WINDOW_FULLSCREEN_DESKTOP | SDL_WINDOW_MINIMIZED))) {
        int x = 0, y = 0, width = 0, height = 0;
        SDL_GetWindowPosition(window, &x, &y);
        SDL_GetWindowSize(window, &width, &height);
        now.x = x;
        now.y = y;
        now.width = width;
        now.height = height;
    }
    now.scene = viewer.scene();
    if (viewer.viewDistance()) now.viewDistance = *viewer.viewDistance();
    return now;
}

} // namespace

int runViewer(const Options& options) {
    if (noDisplay()) {
        throw std::runtime_error("no display to open a window on (DISPLAY and WAYLAND_DISPLAY are not set); "
                                 "for a picture instead: zcity --screenshot city.png");
    }
    const Uint64 start = SDL_GetPerformanceCounter();
    SdlVideo video;
    const std::string driver = video.driver();
    if (driver == "offscreen" || driver == "dummy") {
        throw std::runtime_error("SDL found no display (video driver \"" + driver +
                                 "\"); for a picture instead: zcity --screenshot city.png");
    }
    const std::string settingsFile = options.useSettings && !options.screensaver ? settingsPath() : "";
    // --reset-settings: start from the defaults (what this run ends with is saved as usual).
    const LoadedSettings loaded = options.resetSettings ? LoadedSettings{} : loadSettings(settingsFile);
    if (!loaded.warning.empty()) std::fprintf(stderr, "zcity: %s\n", loaded.warning.c_str());
    const SavedSettings& saved = loaded.settings;
    const Restored restored = restoreSaved(options, saved);  // the command line wins
    const Size size = windowSize(options, saved);
    const Uint64 sdlReady = SDL_GetPerformanceCounter();

    GlWindow window({"zcity", size.width, size.height, options.window.fullscreen, false});
    if (!options.given.size && !options.window.fullscreen) restorePosition(window.sdl(), saved);
    const bool vsync = SDL_GL_SetSwapInterval(1) == 0;
    if (!vsync && options.debugState) std::printf("note: no vsync: %s\n", SDL_GetError());
    // Without vsync nothing waits for the display, and the loop would spin a core drawing frames
    // nobody sees: cap it at the display's refresh (or --max-fps, which caps in any case).
    const double frameCapFps = options.window.maxFps > 0 ? options.window.maxFps : vsync ? 0 : displayRefreshRate(window.sdl());
    SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0");  // touch is handled as touch, not as a mouse
    if (options.screensaver) {
        SDL_ShowCursor(SDL_DISABLE);  // a screensaver shows no pointer, and the mouse quits it
    } else if (SDL_SetRelativeMouseMode(SDL_TRUE) != 0) {
        std::fprintf(stderr, "zcity: no relative mouse mode here (%s); turning stops at the window's edge\n",
                     SDL_GetError());
    }
    const Uint64 windowReady = SDL_GetPerformanceCounter();

    const engine::Programs programs;
    Overlay overlay(window.sdl(), window.context());
    ViewerState startingState = startState(restored.options);
    if (!options.given.viewDistance && !saved.viewDistance && !isSoftwareRenderer(window.gl().renderer) &&
        options.world.cacheBudget >= minimumCacheBudget(kMaxViewDistance)) {
        startingState.world.viewDistance = kMaxViewDistance;  // a GPU draws the far plane (the level of detail)
    }
    Viewer viewer(startingState, window, programs, overlay, options.overlay, options.debugState);
    const Uint64 shadersReady = SDL_GetPerformanceCounter();
    viewer.loadScene();
    if (options.walk) viewer.startWalking();
    viewer.greet(restored.sceneRestored);
    if (!restored.note.empty()) viewer.notify(restored.note);
    const Uint64 sceneReady = SDL_GetPerformanceCounter();
    if (options.debugState) {
        std::printf("gl %s on %s (driver %s)\n", window.gl().version.c_str(), window.gl().renderer.c_str(), driver.c_str());
    }

    Uint64 last = SDL_GetPerformanceCounter();
    bool first = true;
    while (!viewer.quit()) {
        if (frameCapFps > 0) {
            const double leftMs = 1000.0 / frameCapFps - millisecondsBetween(last, SDL_GetPerformanceCounter());
            if (leftMs >= 1) SDL_Delay(static_cast<Uint32>(leftMs));
        }
        SDL_Event event;
        while (SDL_PollEvent(&event)) viewer.handle(event);
        const Uint64 now = SDL_GetPerformanceCounter();
        viewer.frame(millisecondsBetween(last, now));
        last = now;
        viewer.updateTitle(now);
        viewer.printStateIfChanged();
        if (first && options.debugState) {
            const Uint64 shown = SDL_GetPerformanceCounter();
            std::printf("startup sdl=%.1fms window=%.1fms shaders=%.1fms city=%.1fms first-frame=%.1fms total=%.1fms\n",
                        millisecondsBetween(start, sdlReady), millisecondsBetween(sdlReady, windowReady),
                        millisecondsBetween(windowReady, shadersReady), millisecondsBetween(shadersReady, sceneReady),
                        millisecondsBetween(sceneReady, shown), millisecondsBetween(start, shown));
            std::fflush(stdout);
        }
        first = false;
    }
    if (!settingsFile.empty() && loaded.writable) {  // a file that could not be read is left alone
        const std::string problem = saveSettings(settingsFile, currentSettings(window.sdl(), viewer, saved));
        if (!problem.empty()) std::fprintf(stderr, "zcity: %s\n", problem.c_str());
    }
    return 0;
}

} // namespace app
