#include "Viewer.hpp"

#include "Controls.hpp"
#include "GlWindow.hpp"
#include "PngFile.hpp"
#include "SceneContent.hpp"
#include "Settings.hpp"
#include "WorldView.hpp"

#include "engine/MeshRenderer.hpp"
#include "engine/OffscreenTarget.hpp"

#include <algorithm>
#include <cinttypes>
#include <cstdio>
#include <exception>
#include <memory>
#include <optional>
#include <string>

namespace app {
namespace {

constexpr Uint64 kTitleIntervalMs = 500;  // "Every half second, GameDraw puts the counts in the window title"
constexpr double kFastFlight = 30;        // 900 units a second: a city every half second
constexpr double kViewDistanceStep = 1.25;
constexpr double kMinViewDistance = 250;

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
    if (cityVariant(s.scene)) title += " - seed " + hexSeed(s.seed);
    return title + " - " + std::string(sceneName(s.scene)) + " - " + rate;
}

// What the user steers; everything else is derived from it.
struct ViewerState {
    engine::CameraPose pose;
    engine::Flight flight = engine::Flight::still;
    SceneSettings scene;
    double speedScale = 1;
    bool newSeedEachFrame = false;
    bool quit = false;
};

class Viewer {
public:
    Viewer(const Options& options, GlWindow& window, engine::MeshRenderer& renderer)
        : options_(options), window_(window), renderer_(renderer) {
        state_.scene = sceneSettings(options);
        state_.pose = options.camera.value_or(startPose(options.scene));
    }

    // Grows, bakes and uploads the current scene; in the world, starts streaming it afresh.
    void loadScene() {
        const Uint64 start = SDL_GetPerformanceCounter();
        if (options_.world) {
            Options worldOptions = options_;
            worldOptions.scene = state_.scene.scene;
            worldOptions.seed = state_.scene.seed;
            worldOptions.viewDistance = world_ ? world_->viewDistance() : options_.viewDistance;
            world_.reset();  // its GPU arena goes before the next one is made
            world_ = std::make_unique<WorldView>(worldOptions);
            content_.reset();  // the world draws itself
            titleDue_ = true;
            return;
        }
        content_ = std::make_unique<SceneContent>(state_.scene);
        content_->follow(state_.pose);
        renderer_.upload(content_->vertices());
        if (options_.debugState) {
            std::printf("scene %s generate=%.2fms bake=%.2fms upload=%.2fms vertices=%zu\n",
                        std::string(sceneName(state_.scene.scene)).c_str(), content_->generateMs(), content_->bakeMs(),
                        millisecondsBetween(start, SDL_GetPerformanceCounter()) - content_->generateMs() - content_->bakeMs(),
                        content_->vertices().size());
        }
        titleDue_ = true;
    }

    void handle(const SDL_Event& event) {
        switch (event.type) {
        case SDL_QUIT: state_.quit = true; break;
        case SDL_KEYDOWN:
            if (!event.key.repeat) run(commandForKey(event.key.keysym.sym));
            break;
        case SDL_MOUSEMOTION:
            if (event.motion.which != SDL_TOUCH_MOUSEID) turn(event.motion.xrel, event.motion.yrel);
            break;
        case SDL_MOUSEBUTTONDOWN:  // the original's WM_LBUTTONDOWN / WM_RBUTTONDOWN
            if (event.button.which == SDL_TOUCH_MOUSEID) break;
            if (event.button.button == SDL_BUTTON_LEFT) state_.flight = engine::Flight::forwards;
            if (event.button.button == SDL_BUTTON_RIGHT) state_.flight = engine::Flight::backwards;
            break;
        case SDL_MOUSEBUTTONUP:  // either button up stops, as WM_LBUTTONUP / WM_RBUTTONUP did
            if (event.button.which == SDL_TOUCH_MOUSEID) break;
            if (event.button.button == SDL_BUTTON_LEFT || event.button.button == SDL_BUTTON_RIGHT) {
                state_.flight = engine::Flight::still;
            }
            break;
        case SDL_FINGERDOWN:  // as the WebGL port: a finger down flies forwards
            state_.flight = engine::Flight::forwards;
            break;
        case SDL_FINGERMOTION: {  // dragging turns; touch coordinates are fractions of the window
            int width = 0, height = 0;
            SDL_GetWindowSize(window_.sdl(), &width, &height);
            turn(event.tfinger.dx * static_cast<float>(width), event.tfinger.dy * static_cast<float>(height));
            break;
        }
        case SDL_FINGERUP:
            if (SDL_GetNumTouchFingers(event.tfinger.touchId) == 0) state_.flight = engine::Flight::still;
            break;
        default: break;
        }
    }

    // Moves the camera by the time since the last frame (capped at 200 ms) and draws.
    void frame(double elapsedMs) {
        state_.pose = engine::flown(state_.pose, state_.flight, elapsedMs, state_.speedScale);
        if (state_.newSeedEachFrame && !options_.world) {
            state_.scene.seed += 1;  // GameDraw's k++: a completely different city on each frame
            loadScene();
        }
        if (content_ && content_->follow(state_.pose)) renderer_.upload(content_->vertices());  // the terrain moves along
        int width = 0, height = 0;
        window_.drawableSize(width, height);
        if (width <= 0 || height <= 0) {
            SDL_Delay(50);  // minimised: nothing to draw, and no reason to spin
            return;
        }
        if (world_) {
            world_->drawFrame(state_.pose, width, height);
        } else {
            renderer_.drawFrame(engine::viewProjectionMatrix(state_.pose, width, height), width, height);
        }
        window_.swap();
        framesSinceTitle_++;
    }

    void updateTitle(Uint64 now) {
        const double sinceMs = millisecondsBetween(titleTime_, now);
        if (!titleDue_ && sinceMs < kTitleIntervalMs) return;
        const double fps = sinceMs > 0 ? framesSinceTitle_ * 1000.0 / sinceMs : 0;
        const std::string counts =
            world_ ? world_->titleLine() + " - view " + std::to_string(static_cast<int>(world_->viewDistance()))
                   : content_->titleLine();
        const std::string title = windowTitle(counts, state_.scene, fps);
        SDL_SetWindowTitle(window_.sdl(), title.c_str());
        if (options_.debugState) std::printf("title %s\n", title.c_str());
        titleTime_ = now;
        framesSinceTitle_ = 0;
        titleDue_ = false;
    }

    void printStateIfChanged() {
        if (!options_.debugState) return;
        char line[512];
        const engine::CameraPose& p = state_.pose;
        std::snprintf(line, sizeof line,
                      "state x=%.6f y=%.6f z=%.6f yaw=%.6f pitch=%.6f flight=%d seed=%s variant=%s buildings=%" PRId64
                      " cubes=%" PRId64 " vertices=%zu speed=%.0f view=%.0f",
                      p.position.x, p.position.y, p.position.z, p.yawDegrees, p.pitchDegrees,
                      static_cast<int>(state_.flight), hexSeed(state_.scene.seed).c_str(),
                      std::string(sceneName(state_.scene.scene)).c_str(), content_ ? content_->stats().buildings : 0,
                      content_ ? content_->stats().cubes : 0, content_ ? content_->vertices().size() : 0,
                      state_.speedScale,
                      world_ ? world_->viewDistance() : 0.0);
        if (line != lastState_) {
            std::printf("%s\n", line);
            std::fflush(stdout);
            lastState_ = line;
        }
    }

    bool quit() const { return state_.quit; }
    Scene scene() const { return state_.scene.scene; }
    std::optional<double> viewDistance() const {
        return world_ ? std::optional<double>(world_->viewDistance()) : std::nullopt;
    }

private:
    void turn(double dx, double dy) {
        state_.pose = engine::turned(state_.pose, dx, dy, pitchSenseFor(state_.scene.scene));
    }

    void run(Command command) {
        switch (command) {
        case Command::none: break;
        case Command::quit: state_.quit = true; break;
        case Command::nextScene:
            state_.scene.scene = nextScene(state_.scene.scene);
            if (options_.world && !cityVariant(state_.scene.scene)) state_.scene.scene = Scene::tidied;  // the world is cities
            if (!cityVariant(state_.scene.scene)) state_.scene.grid = 1;  // grids are of cities
            loadScene();
            break;
        case Command::newSeed:
            state_.scene.seed += 1;  // wraps at 2^32
            loadScene();
            break;
        case Command::resetCamera: state_.pose = startPose(state_.scene.scene); break;
        case Command::toggleFullscreen: {
            const bool full = SDL_GetWindowFlags(window_.sdl()) & SDL_WINDOW_FULLSCREEN_DESKTOP;
            if (SDL_SetWindowFullscreen(window_.sdl(), full ? 0 : SDL_WINDOW_FULLSCREEN_DESKTOP) != 0) {
                std::fprintf(stderr, "zcity: cannot change to %s: %s\n", full ? "a window" : "full screen",
                             SDL_GetError());
            }
            break;
        }
        case Command::screenshot: saveScreenshot(); break;
        case Command::newSeedEachFrame:
            if (options_.world) {
                std::fprintf(stderr, "zcity: k++ grows a new city every frame; the world keeps its cities (use N)\n");
            } else {
                state_.newSeedEachFrame = !state_.newSeedEachFrame;
            }
            break;
        case Command::fastFlight: state_.speedScale = state_.speedScale == 1 ? kFastFlight : 1; break;
        case Command::viewFarther:
        case Command::viewNearer:
            if (world_) {
                const double factor = command == Command::viewFarther ? kViewDistanceStep : 1 / kViewDistanceStep;
                world_->setViewDistance(std::clamp(world_->viewDistance() * factor, kMinViewDistance, kMaxViewDistance));
                titleDue_ = true;
            }
            break;
        }
    }

    void saveScreenshot() {
        int width = 0, height = 0;
        window_.drawableSize(width, height);
        if (width <= 0 || height <= 0) return;
        const std::string path =
            "zcity-" + hexSeed(state_.scene.seed).substr(2) + "-" + std::to_string(++screenshots_) + ".png";
        try {
            engine::OffscreenTarget target(width, height);
            target.bind();
            if (world_) {
                world_->drawFrame(state_.pose, width, height);
            } else {
                renderer_.drawFrame(engine::viewProjectionMatrix(state_.pose, width, height), width, height);
            }
            const engine::Image image = target.read();
            target.unbind();
            writePng(path, image);
            std::printf("zcity: wrote %s\n", path.c_str());
            std::fflush(stdout);
        } catch (const std::exception& e) {
            std::fprintf(stderr, "zcity: %s\n", e.what());  // the flight goes on
        }
    }

    const Options& options_;
    GlWindow& window_;
    engine::MeshRenderer& renderer_;
    ViewerState state_;
    std::unique_ptr<SceneContent> content_;  // the scene drawn with the baked triangles, or
    std::unique_ptr<WorldView> world_;       // --world: the streamed, unbounded city
    Uint64 titleTime_ = SDL_GetPerformanceCounter();
    int framesSinceTitle_ = 0;
    bool titleDue_ = true;
    int screenshots_ = 0;
    std::string lastState_;
};

// The command line, with what the last run saved filling in what it does not say.
Options withSavedSettings(const Options& given, const SavedSettings& saved) {
    Options options = given;
    if (!given.sizeGiven && saved.width && saved.height) options.size = Size{*saved.width, *saved.height};
    if (!given.sceneGiven && saved.scene && (!given.world || cityVariant(*saved.scene))) options.scene = *saved.scene;
    if (!given.viewDistanceGiven && saved.viewDistance) options.viewDistance = *saved.viewDistance;
    return options;
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

int viewerOrError(const Options& given) {
    const Uint64 start = SDL_GetPerformanceCounter();

    SdlVideo video;
    const std::string driver = video.driver();
    if (driver == "offscreen" || driver == "dummy") {
        throw std::runtime_error("SDL found no display (video driver \"" + driver +
                                 "\"); for a picture instead: zcity --screenshot city.png");
    }
    const std::string settingsFile = given.useSettings ? settingsPath() : "";
    std::string warning;
    const SavedSettings saved = loadSettings(settingsFile, warning);
    if (!warning.empty()) std::fprintf(stderr, "zcity: %s\n", warning.c_str());
    const Options options = withSavedSettings(given, saved);
    const Uint64 sdlReady = SDL_GetPerformanceCounter();

    GlWindow window({"zcity", options.size.width, options.size.height, options.fullscreen, false});
    if (!given.sizeGiven && !options.fullscreen) restorePosition(window.sdl(), saved);
    if (SDL_GL_SetSwapInterval(1) != 0 && options.debugState) std::printf("note: no vsync: %s\n", SDL_GetError());
    SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0");  // touch is handled as touch, not as a mouse
    if (SDL_SetRelativeMouseMode(SDL_TRUE) != 0) {
        std::fprintf(stderr, "zcity: no relative mouse mode here (%s); turning stops at the window's edge\n",
                     SDL_GetError());
    }
    const Uint64 windowReady = SDL_GetPerformanceCounter();

    engine::MeshRenderer renderer;
    Viewer viewer(options, window, renderer);
    const Uint64 shadersReady = SDL_GetPerformanceCounter();
    viewer.loadScene();
    const Uint64 cityReady = SDL_GetPerformanceCounter();
    if (options.debugState) {
        std::printf("gl %s on %s (driver %s)\n", window.gl().version.c_str(), window.gl().renderer.c_str(), driver.c_str());
    }

    Uint64 last = SDL_GetPerformanceCounter();
    bool first = true;
    while (!viewer.quit()) {
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
                        millisecondsBetween(windowReady, shadersReady), millisecondsBetween(shadersReady, cityReady),
                        millisecondsBetween(cityReady, shown), millisecondsBetween(start, shown));
            std::fflush(stdout);
        }
        first = false;
    }
    if (!settingsFile.empty()) {
        const std::string problem = saveSettings(settingsFile, currentSettings(window.sdl(), viewer, saved));
        if (!problem.empty()) std::fprintf(stderr, "zcity: %s\n", problem.c_str());
    }
    return 0;
}

} // namespace

int runViewer(const Options& options) {
    if (noDisplay()) {
        std::fprintf(stderr,
                     "zcity: no display to open a window on (DISPLAY and WAYLAND_DISPLAY are not set); "
                     "for a picture instead: zcity --screenshot city.png\n");
        return 1;
    }
    try {
        return viewerOrError(options);
    } catch (const std::exception& e) {
        std::fprintf(stderr, "zcity: %s\n", e.what());
        return 1;
    }
}

} // namespace app
