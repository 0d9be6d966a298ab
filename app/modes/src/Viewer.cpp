// zcity's window: fly over a scene with the originals' mouse camera.
// The SDL shell on the viewer core (viewer/ViewerCore.hpp): it owns SDL's events, the frame loop,
// the overlay and the settings file; what the keys do, where the camera goes and what is drawn
// are the core's, and every GL call is the engine's.
#include "modes/Modes.hpp"

#include "DisplayFrames.hpp"

#include "formats/Interrupt.hpp"
#include "formats/PngFile.hpp"
#include "cli/PanelRows.hpp"
#include "platform/DisplayPanes.hpp"
#include "platform/GlWindow.hpp"
#include "platform/HostWindow.hpp"
#include "platform/KeyTable.hpp"
#include "platform/LayerSurface.hpp"
#include "platform/Overlay.hpp"
#include "platform/ProcessMemory.hpp"
#include "platform/ScreensaverDialog.hpp"
#include "platform/SettingsFile.hpp"
#include "platform/WindowCover.hpp"
#include "viewer/RenderSize.hpp"
#include "viewer/HeldKeys.hpp"
#include "viewer/ScreensaverMotion.hpp"
#include "viewer/ViewerCore.hpp"
#include "views/View.hpp"

#include "engine/OffscreenTarget.hpp"
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
#include <utility>
#include <string>

namespace app {
namespace {

constexpr Uint64 kTitleIntervalMs = 500;  // "Every half second, GameDraw puts the counts in the window title"

double millisecondsBetween(Uint64 from, Uint64 to) {
    return static_cast<double>(to - from) * 1000.0 / static_cast<double>(SDL_GetPerformanceFrequency());
}

// The command line's size, or the saved one where it fits on a display; a saved size larger than
// every display falls back to the default with a warning, so no saved size can keep the window
// from opening.
Size windowSize(const Options& given, const SavedSettings& saved) {
    if (given.said("size") || !saved.width || !saved.height) return given.window.size;
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

// The SDL window as a shell on the viewer core: its events become the core's input, the core's
// frames are drawn in it, and what only a window can do (full screen, the seed box, the picture
// of what it shows, its title) is done here.
class WindowShell final : public ViewerHost {
public:
    // `host`: the screensaver host's window the picture goes in, or null for zcity's own.
    // `early`: the first scene's city, started before the window (startGrowing); the first view takes it.
    WindowShell(const ViewerState& start, GlWindow& window, const HostWindow* host, const engine::Programs& programs,
                Overlay& overlay, const Options& options, EarlyCity early)
        : window_(window), host_(host), programs_(programs), overlay_(overlay), overlayInPictures_(options.overlay),
          debugState_(options.debugState), scale_(options.window.scale), largestSide_(engine::largestSide()),
          core_(start, viewMaker(programs, std::move(early)), *this, panelRows(), options.debugState),
          displayFrames_(start, options.window.displays, programs, *this, scale_, largestSide_),
          displays_(options.window.displays),
          // The screensaver's own window over every display, and the root window (the X11
          // wallpaper's, -root's): a picture for each display. A host's other windows lie on
          // one display (xscreensaver makes one a monitor), and a window of ours inside one
          // knows its place only in the host's.
          paned_((options.screensaver && !host) ||
                 (host && host->drawnDirectly() && options.host.kind != ScreensaverHost::Kind::windowsPreview)) {
        if (host || options.screensaver) cover_ = WindowCover::watch(window.sdl(), host);
    }

    ViewerCore& core() { return core_; }

    // ViewerHost
    void toggleFullscreen() override {
        const bool full = SDL_GetWindowFlags(window_.sdl()) & SDL_WINDOW_FULLSCREEN_DESKTOP;
        if (SDL_SetWindowFullscreen(window_.sdl(), full ? 0 : SDL_WINDOW_FULLSCREEN_DESKTOP) != 0) {
            std::fprintf(stderr, "zcity: cannot change to %s: %s\n", full ? "a window" : "full screen", SDL_GetError());
        }
    }
    void openSeedBox(std::uint32_t seed) override {
        overlay_.panels().openSeedBox(seed);
        SDL_SetRelativeMouseMode(SDL_FALSE);  // a pointer for the buttons
    }
    void closeSeedBox() override {
        overlay_.panels().closeSeedBox();
        SDL_SetRelativeMouseMode(SDL_TRUE);
    }
    bool hasOverlay() const override { return overlayAvailable(); }
    void savePicture() override { pictureDue_ = true; }  // at the end of the frame, overlay and all

    void handle(const SDL_Event& event) {
        if (host_) {  // the host's input is the host's: xscreensaver decides when to stop, and says so with SIGTERM
            if (event.type == SDL_QUIT) core_.requestQuit();
            return;
        }
        if (core_.state().mode == CameraMode::screensaver) {
            screensaverHandle(event);
            return;
        }
        const bool seedBoxWasOpen = overlay_.panels().seedBoxOpen();
        if (overlay_.handle(event)) {  // typing in the seed box
            if (seedBoxWasOpen && !overlay_.panels().seedBoxOpen()) closeSeedBox();
            return;
        }
        switch (event.type) {
        case SDL_QUIT: core_.requestQuit(); break;
        case SDL_KEYDOWN:
            if (!event.key.repeat) core_.press(keyName(event.key.keysym.sym));
            break;
        case SDL_MOUSEMOTION:
            if (event.motion.which != SDL_TOUCH_MOUSEID) core_.turn(event.motion.xrel, event.motion.yrel);
            break;
        case SDL_MOUSEBUTTONDOWN:  // the original's WM_LBUTTONDOWN / WM_RBUTTONDOWN
            if (event.button.which == SDL_TOUCH_MOUSEID) break;
            if (event.button.button == SDL_BUTTON_LEFT) core_.setThrust(engine::Thrust::forwards);
            if (event.button.button == SDL_BUTTON_RIGHT) core_.setThrust(engine::Thrust::backwards);
            break;
        case SDL_MOUSEBUTTONUP:  // either button up stops, as WM_LBUTTONUP / WM_RBUTTONUP did
            if (event.button.which == SDL_TOUCH_MOUSEID) break;
            if (event.button.button == SDL_BUTTON_LEFT || event.button.button == SDL_BUTTON_RIGHT) {
                core_.setThrust(engine::Thrust::still);
            }
            break;
        case SDL_FINGERDOWN:  // as the WebGL port: a finger down flies forwards
            core_.setThrust(engine::Thrust::forwards);
            break;
        case SDL_FINGERMOTION: {  // dragging turns; touch coordinates are fractions of the window
            int width = 0, height = 0;
            SDL_GetWindowSize(window_.sdl(), &width, &height);
            core_.turn(event.tfinger.dx * static_cast<float>(width), event.tfinger.dy * static_cast<float>(height));
            break;
        }
        case SDL_FINGERUP:
            if (SDL_GetNumTouchFingers(event.tfinger.touchId) == 0) core_.setThrust(engine::Thrust::still);
            break;
        default: break;
        }
    }

    // One frame: the core's (ViewerCore::frame, the page's too), rendered at the window's size
    // or smaller and scaled up (renderSize), then the overlay over it, a picture if P asked for
    // one, and the swap.
    void frame(double elapsedMs) {
        if (host_ && !followHost()) return;
        if (cover_ && cover_->covered()) {
            SDL_Delay(100);  // nobody sees it: no frame, and no reason to spin (WindowCover asks twice a second)
            return;
        }
        // While the seed box is open the letters are typed, not flown.
        const engine::FlyKeys held = overlay_.panels().seedBoxOpen() ? engine::FlyKeys{} : heldFlyKeys();
        int width = 0, height = 0;
        window_.drawableSize(width, height);
        const RenderSize render = renderSize(width, height, scale_, largestSide_);
        if (render.width == 0) {
            SDL_Delay(50);  // minimised: nothing to draw, and no reason to spin
            return;
        }
        const std::vector<Pane> panes =
            paned_ && window_.windowCount() == 1 ? windowPanes(window_.sdl(), displays_) : std::vector<Pane>{};
        if (window_.windowCount() > 1) {
            displayFrames_.drawWindows(core_, window_, elapsedMs, held);
        } else if (!panes.empty() && !(panes.size() == 1 && panes[0] == Pane{ScreenRect{0, 0, width, height}, 0})) {
            displayFrames_.drawPanes(core_, panes, width, height, elapsedMs, held);
        } else if (render.scaled) {
            if (!target_ || target_->width() != render.width || target_->height() != render.height) {
                target_.emplace(render.width, render.height);
            }
            {
                const auto bound = target_->bind();
                core_.frame(programs_, render.width, render.height, elapsedMs, held);
            }
            target_->showScaled(width, height);
        } else {
            target_.reset();
            core_.frame(programs_, width, height, elapsedMs, held);
        }
        const engine::Frame frame = engine::makeFrame(width, height, core_.frameStyle());
        freedMemory_.afterUpdate(core_.view().figures().tilesEvicted);  // what the world let go, back
        drawText(frame, elapsedMs);
        if (pictureDue_) saveScreenshot();
        pictureDue_ = false;
        window_.swap();
        framesSinceTitle_++;
    }

    void updateTitle(Uint64 now) {
        const double sinceMs = millisecondsBetween(titleTime_, now);
        if (!core_.titleDue() && sinceMs < kTitleIntervalMs) return;
        const double fps = sinceMs > 0 ? framesSinceTitle_ * 1000.0 / sinceMs : 0;
        const std::string title = core_.title(fps);
        if (!host_) SDL_SetWindowTitle(window_.sdl(), title.c_str());  // inside a host's window none is shown
        if (debugState_) std::printf("title %s\n", title.c_str());
        titleTime_ = now;
        framesSinceTitle_ = 0;
        core_.titleShown();
    }

    void printStateIfChanged() {
        if (!debugState_) return;
        const std::string line = core_.debugStateLine() + " seedbox=" + (overlay_.panels().seedBoxOpen() ? "1" : "0") +
                                 " covered=" + (cover_ && cover_->covered() ? "1" : "0");
        if (line != lastState_) {
            std::printf("%s\n", line.c_str());
            std::fflush(stdout);
            lastState_ = line;
        }
    }

private:
    engine::Frame currentFrame() const {
        int width = 0, height = 0;
        window_.drawableSize(width, height);
        return engine::makeFrame(width, height, core_.frameStyle());
    }

    // Inside a host's window: zcity's window kept the host's size (the host says nothing when
    // it is resized: it is asked). False, and the viewer quits, once the host's window is gone
    // (Windows closes its preview).
    bool followHost() {
        const std::optional<Size> size = host_->size();
        if (!size) {
            // The host destroyed its window, and ours in it (xscreensaver does; Windows' dialogue
            // closing too): nothing is left to draw or save, and SDL's tidying of a window that is
            // gone ends in X errors. The hack ends here, at once and quietly, as on SIGTERM.
            std::fflush(nullptr);
            std::_Exit(0);
        }
        if (host_->drawnDirectly()) return true;  // drawn in itself, at the size it had at the start: never set here
        int width = 0, height = 0;
        SDL_GetWindowSize(window_.sdl(), &width, &height);
        // Our window is at most what the screen shows of the host's and what the driver draws (a
        // host's window of 32767 x 32767 crashed llvmpipe; at 16384 x 16384 a frame took 15 s).
        const Size screen = host_->screenSize();
        const int wide = std::min({size->width, screen.width > 0 ? screen.width : size->width, largestSide_});
        const int tall = std::min({size->height, screen.height > 0 ? screen.height : size->height, largestSide_});
        if (wide > 0 && tall > 0 && (wide != width || tall != height)) {
            SDL_SetWindowSize(window_.sdl(), wide, tall);
            SDL_SetWindowPosition(window_.sdl(), 0, 0);  // SDL centres a resized window: ours stays at the host's corner
        }
        return true;
    }

    // Last, the text over the picture, never crushed: the overlay in the viewer; in the
    // screensaver, and in any host's window (a still wallpaper's root), only the frame rate,
    // where --fps asks (a hack's window has no title).
    void drawText(const engine::Frame& frame, double elapsedMs) {
        if (core_.state().mode != CameraMode::screensaver && !host_) {
            answer(overlay_.draw(frame, core_.overlayContent(core_.frameMs()), elapsedMs / 1000));
            for (const SettingRequest& request : overlay_.takeSettingRequests()) core_.answerSetting(request);
            freePointerForSettings();
        } else if (core_.state().screensaver.showFps) {
            OverlayContent fps;
            char line[32];
            std::snprintf(line, sizeof line, "%.1f fps", core_.frameMs() > 0 ? 1000 / core_.frameMs() : 0.0);
            fps.statusLine = line;
            overlay_.draw(frame, fps, elapsedMs / 1000);
        }
    }

    // The settings panel needs a pointer: the mouse stops turning the camera while it is open.
    void freePointerForSettings() {
        const bool open = core_.state().settings;
        if (open == pointerFreed_ || overlay_.panels().seedBoxOpen()) return;
        SDL_SetRelativeMouseMode(open ? SDL_FALSE : SDL_TRUE);
        pointerFreed_ = open;
    }

    // What the seed box asked for.
    void answer(const SeedRequest& request) {
        if (request.seed) core_.showSeed(*request.seed);
        if (request.seed && overlay_.panels().seedBoxOpen() && !request.fromRandom) closeSeedBox();
        if (request.previous) core_.previousSeed();
        if (request.close) closeSeedBox();
    }

    // The held-key table's scancodes (viewer/HeldKeys.hpp), looked up by SDL's names once: SDL
    // finds a name by walking its whole table of keys.
    struct HeldScancode {
        SDL_Scancode code;
        bool engine::FlyKeys::*field;
    };
    static std::vector<HeldScancode> heldScancodes() {
        std::vector<HeldScancode> codes;
        for (const HeldKeyRow& row : heldKeyTable()) {
            for (const std::string_view name : row.sdlNames) {
                const SDL_Scancode code = SDL_GetScancodeFromName(std::string(name).c_str());
                if (code != SDL_SCANCODE_UNKNOWN) codes.push_back({code, row.field});
            }
        }
        return codes;
    }

    // The keyboard flight's keys, held this frame: WASD or the arrows, E or Space up, Q or C down.
    engine::FlyKeys heldFlyKeys() const {
        const Uint8* keys = SDL_GetKeyboardState(nullptr);
        engine::FlyKeys fly;
        for (const HeldScancode& held : heldScancodes_) {
            if (keys[held.code]) fly.*held.field = true;
        }
        return fly;
    }

    // The screensaver: a key, a button, the wheel or the mouse moved more than a nudge quits
    // (viewer/ScreensaverMotion.hpp says what a nudge is).
    void screensaverHandle(const SDL_Event& event) {
        switch (event.type) {
        case SDL_QUIT:
        case SDL_KEYDOWN:
        case SDL_MOUSEBUTTONDOWN:
        case SDL_MOUSEWHEEL:  // X11's buttons 4 to 7, which SDL reports as the wheel, not as buttons
        case SDL_FINGERDOWN: core_.requestQuit(); break;
        case SDL_MOUSEMOTION:
            screensaverTravel_ += std::abs(event.motion.xrel) + std::abs(event.motion.yrel);
            if (screensaverMotion_.ends(screensaverTravel_, millisecondsBetween(shownAt_, SDL_GetPerformanceCounter()))) {
                core_.requestQuit();
            }
            break;
        default: break;
        }
    }

    void saveScreenshot() {
        const engine::Frame frame = currentFrame();
        if (frame.empty()) return;
        const SceneSettings& scene = core_.state().scene;
        const engine::CameraPose& pose = core_.state().pose;
        // The next name no file has: two runs' pictures never overwrite each other.
        const std::string path = nextFreeName("zcity-" + seedText(scene.seed).substr(2), [](const std::string& name) {
            std::error_code error;
            return std::filesystem::exists(name, error) || error;
        });
        try {
            // --overlay: the picture as the window shows it, text and all.
            const OverlayContent content = core_.overlayContent(core_.frameMs());
            const auto overlay = [&](const engine::Frame& f) { overlay_.draw(f, content, 0); };
            writePng(path,
                     drawPicture(core_.view(), programs_, frame, pose,
                                 overlayInPictures_ ? std::function<void(const engine::Frame&)>(overlay) : nullptr),
                     pictureProvenance(scene, pose));
            std::printf("zcity: wrote %s\n", path.c_str());
            std::fflush(stdout);
            core_.notify("wrote " + path);
        } catch (const std::exception& e) {
            std::fprintf(stderr, "zcity: %s\n", e.what());  // the flight goes on
            core_.notify(e.what());
        }
    }

    GlWindow& window_;
    const HostWindow* host_;
    const engine::Programs& programs_;
    Overlay& overlay_;
    bool overlayInPictures_;  // --overlay: P's pictures show the text too
    bool debugState_;
    double scale_;      // --scale: the frames rendered at this fraction of the window
    int largestSide_;   // the driver's largest framebuffer side
    std::optional<engine::OffscreenTarget> target_;  // where a scaled frame is rendered
    ViewerCore core_;
    DisplayFrames displayFrames_;        // a window over several displays, or one on each: --displays
    WindowSettings::Displays displays_;  // --displays
    bool paned_ = false;                 // a window over the displays: a picture for each (DisplayFrames::drawPanes)
    std::vector<HeldScancode> heldScancodes_ = heldScancodes();
    FreedMemory freedMemory_;
    // A wallpaper's or a screensaver's window on X11 (a host's, the root, or its own full
    // screen): hidden whole by other windows, it draws nothing. Wayland's compositor asks for no
    // frames then, and an ordinary window keeps drawing (a person may be recording it).
    std::unique_ptr<WindowCover> cover_;
    bool pictureDue_ = false; // P was pressed: saved at the end of this frame
    bool pointerFreed_ = false;  // the settings panel has the pointer (relative mode off)
    Uint64 titleTime_ = SDL_GetPerformanceCounter();
    int framesSinceTitle_ = 0;
    std::string lastState_;
    Uint64 shownAt_ = SDL_GetPerformanceCounter();
    double screensaverTravel_ = 0;  // the pointer's path since the window appeared
    ScreensaverMotion screensaverMotion_;
};

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

SavedSettings currentSettings(SDL_Window* window, const ViewerCore& viewer, const SavedSettings& before) {
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
    now.scene = viewer.state().scene.scene;
    now.looks = viewer.state().looks;  // the keys' and the settings panel's looks
    now.rows = keptSettings(viewer.state());  // the panel's colours, sky, lens, sign, city size
    if (const auto distance = viewer.view().viewDistance()) now.viewDistance = *distance;
    return now;
}

} // namespace

namespace {

// Start-up's moments, for --debug-state's "startup" line.
struct StartupTimes {
    Uint64 start = SDL_GetPerformanceCounter(), sdlReady = 0, windowReady = 0, shadersReady = 0, sceneReady = 0;

    void print(Uint64 shown) const {
        std::printf("startup sdl=%.1fms window=%.1fms shaders=%.1fms city=%.1fms first-frame=%.1fms total=%.1fms\n",
                    millisecondsBetween(start, sdlReady), millisecondsBetween(sdlReady, windowReady),
                    millisecondsBetween(windowReady, shadersReady), millisecondsBetween(shadersReady, sceneReady),
                    millisecondsBetween(sceneReady, shown), millisecondsBetween(start, shown));
        std::fflush(stdout);
    }
};

// SDL's video on a real display, or one line saying how to get a picture instead.
std::string startVideo(const Options& options, const HostWindow* host, std::optional<SdlVideo>& video) {
    if (noDisplay()) {
        throw std::runtime_error("no display to open a window on (DISPLAY and WAYLAND_DISPLAY are not set); "
                                 "for a picture instead: zcity --screenshot city.png");
    }
    if (host && options.host.kind != ScreensaverHost::Kind::windowsPreview) {
        // The host's window is an X window: SDL on Wayland (SDL_VIDEODRIVER=wayland) could not go in it.
        SDL_SetHintWithPriority(SDL_HINT_VIDEODRIVER, "x11", SDL_HINT_OVERRIDE);  // over the variable too
    }
    // The screensaver is full screen, so never decorated: on Wayland without the layer shell
    // (GNOME) SDL then loads no libdecor plugin for a frame nobody sees.
    if (options.screensaver) SDL_SetHint(SDL_HINT_VIDEO_WAYLAND_ALLOW_LIBDECOR, "0");
    video.emplace(options.screensaver ? ScreenWhileRunning::systemDecides : ScreenWhileRunning::keptAwake);
    const std::string driver = video->driver();
    if (driver == "offscreen" || driver == "dummy") {
        throw std::runtime_error("SDL found no display (video driver \"" + driver +
                                 "\"); for a picture instead: zcity --screenshot city.png");
    }
    return driver;
}

// In a host's window: zcity's own, made hidden at the host's size, then put inside it; drawn
// directly in the root window or Windows' preview child (HostWindow.hpp says why). Elsewhere the
// window the settings remember, where they remember one that fits.
std::unique_ptr<GlWindow> openWindow(const Options& options, const HostWindow* host, const SavedSettings& saved) {
    // A host's window may be larger than any driver draws: ours is at most 16384 a side (the
    // frames then follow the driver's own limit: WindowShell::followHost).
    Size size = host ? host->size().value_or(Size{1, 1}) : windowSize(options, saved);
    size = Size{std::min(size.width, kMaxSavedWindowSide), std::min(size.height, kMaxSavedWindowSide)};
    GlWindow::Settings settings;
    settings.title = "zcity";
    settings.width = std::max(size.width, 1);
    settings.height = std::max(size.height, 1);
    settings.fullscreen = options.window.fullscreen;
    settings.everyDisplay = options.screensaver && !host;
    settings.hidden = host != nullptr;
    settings.hostWindow = host && host->drawnDirectly() ? host->sdlHandle() : nullptr;
    settings.profile = options.window.gl;
    auto window = std::make_unique<GlWindow>(settings);
    if (host && !host->drawnDirectly()) {
        host->adopt(window->sdl());
    } else if (!host && !options.said("size") && !options.window.fullscreen) {
        restorePosition(window->sdl(), saved);
    }
    return window;
}

// The pointer: the desktop's over a host's window, hidden over the screensaver (the mouse quits
// it), and caught for the mouse camera in the viewer.
void takePointer(const Options& options, const HostWindow* host) {
    SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0");  // touch is handled as touch, not as a mouse
    if (host && host->drawnDirectly()) {
        // The root window's pointer is the desktop's (Windows' preview box's, the dialogue's), and
        // its input the host's.
    } else if (options.screensaver) {  // in a host's window too: our child window shows no arrow over it
        SDL_ShowCursor(SDL_DISABLE);
    } else if (SDL_SetRelativeMouseMode(SDL_TRUE) != 0) {
        std::fprintf(stderr, "zcity: no relative mouse mode here (%s); turning stops at the window's edge\n",
                     SDL_GetError());
    }
}

// Without vsync nothing waits for the display, and the loop would spin a core drawing frames
// nobody sees: cap it at the display's refresh (or --max-fps, which caps in any case). 0: none.
// The screensaver: at most 1,000,000 / --delay frames a second (30 by default), as xscreensaver's
// hacks, and no faster than the display either way.
double frameCapFps(const Options& options, SDL_Window* window) {
    const bool vsync = SDL_GL_SetSwapInterval(1) == 0;
    if (!vsync && options.debugState) std::printf("note: no vsync: %s\n", SDL_GetError());
    const double display = vsync ? 0 : displayRefreshRate(window);
    const double cap = askedFrameCap(options);
    return cap > 0 && (display == 0 || cap < display) ? cap : display;
}

ViewerState startingState(const Options& options, const Restored& restored, const SavedSettings& saved,
                          const GlWindow& window) {
    ViewerState state = startState(restored.options);
    if (!options.said("view-distance") && !saved.viewDistance && !isSoftwareRenderer(window.gl().renderer) &&
        options.world.cacheBudget >= minimumCacheBudget(kMaxViewDistance)) {
        state.world.viewDistance = kMaxViewDistance;  // a GPU draws the far plane (the level of detail)
    }
    return state;
}

// The frame loop, until the viewer quits: events, the frame, the title and --debug-state's lines.
void runFrames(WindowShell& shell, double capFps, bool debugState, const StartupTimes& times) {
    Uint64 last = SDL_GetPerformanceCounter();
    bool first = true;
    while (!shell.core().quit()) {
        if (capFps > 0) {
            const double leftMs = 1000.0 / capFps - millisecondsBetween(last, SDL_GetPerformanceCounter());
            if (leftMs >= 1) SDL_Delay(static_cast<Uint32>(leftMs));
        }
        SDL_Event event;
        while (SDL_PollEvent(&event)) shell.handle(event);
        if (hangupArrived()) shell.core().requestQuit();  // a closed terminal: quit as a closed window does
        const Uint64 now = SDL_GetPerformanceCounter();
        shell.frame(millisecondsBetween(last, now));
        last = now;
        shell.updateTitle(now);
        shell.printStateIfChanged();
        if (first && debugState) times.print(SDL_GetPerformanceCounter());
        first = false;
    }
}

// The wallpaper of a Wayland session is a layer of its compositor (its Xwayland's root window is
// never seen); of an X11 session, the root window, as xscreensaver's -root. Its screensaver is
// the overlay layer, over the panels and every output's full-screen window; where the
// compositor has no layer shell (GNOME), SDL's full-screen window: nullopt, and `early` (the
// first city, started here beside the layers' making) left for the window.
std::optional<int> runOnWaylandLayers(const Options& options, EarlyCity& early) {
    const char* wayland = std::getenv("WAYLAND_DISPLAY");
    const bool wallpaper = options.host.kind == ScreensaverHost::Kind::wallpaper;
    const bool screensaver = options.screensaver && options.host.kind == ScreensaverHost::Kind::none;
    if (!wayland || !*wayland || !(wallpaper || screensaver)) return std::nullopt;
    const ViewerState start = startState(options);
    early = startGrowing(start.scene, options.world, start.looks.night);
    if (wallpaper) return runOnLayer(options, false, early);
    try {
        return runOnLayer(options, true, early);
    } catch (const NoLayerShell& e) {
        if (options.debugState) std::printf("note: %s: a full-screen window instead\n", e.what());
    }
    return std::nullopt;
}

} // namespace

int runViewer(const Options& options) {
    EarlyCity early;  // the first city, growing on a thread beside the layers' or the window's making
    if (const std::optional<int> code = runOnWaylandLayers(options, early)) return *code;
    const bool wallpaper = options.host.kind == ScreensaverHost::Kind::wallpaper;
    StartupTimes times;
    // The host's window is checked before SDL starts: a bad id is one line, not Xlib's exit.
    std::unique_ptr<HostWindow> host;
    if (options.host.kind != ScreensaverHost::Kind::none) {
        host = std::make_unique<HostWindow>(options.host, wallpaper ? nullptr : std::getenv("XSCREENSAVER_WINDOW"));
    }
    std::optional<SdlVideo> video;
    const std::string driver = startVideo(options, host.get(), video);
    const std::string settingsFile = options.useSettings && !options.screensaver ? settingsPath() : "";
    // --reset-settings: start from the defaults (what this run ends with is saved as usual).
    const LoadedSettings loaded = options.resetSettings ? LoadedSettings{} : loadSettings(settingsFile);
    if (!loaded.warning.empty()) std::fprintf(stderr, "zcity: %s\n", loaded.warning.c_str());
    const Restored restored = restoreSaved(options, loaded.settings);  // the command line wins
    times.sdlReady = SDL_GetPerformanceCounter();
    if (!early.city.valid()) {
        early = startGrowing(restored.options.scene, restored.options.world, restored.options.looks.night);
    }

    const std::unique_ptr<GlWindow> window = openWindow(options, host.get(), loaded.settings);
    const double capFps = frameCapFps(options, window->sdl());
    takePointer(options, host.get());
    times.windowReady = SDL_GetPerformanceCounter();

    const engine::Programs programs;
    Overlay overlay(window->sdl(), window->context());
    WindowShell shell(startingState(options, restored, loaded.settings, *window), *window, host.get(), programs, overlay,
                      options, std::move(early));
    ViewerCore& viewer = shell.core();
    times.shadersReady = SDL_GetPerformanceCounter();
    viewer.start({options.walk, restored.sceneRestored, restored.note});
    times.sceneReady = SDL_GetPerformanceCounter();
    if (options.debugState) {
        std::printf("gl %s on %s (driver %s)\n", window->gl().version.c_str(), window->gl().renderer.c_str(), driver.c_str());
    }
    runFrames(shell, capFps, options.debugState, times);
    if (!settingsFile.empty() && loaded.writable) {  // a file that could not be read is left alone
        const std::string problem = saveSettings(settingsFile, currentSettings(window->sdl(), viewer, loaded.settings));
        if (!problem.empty()) std::fprintf(stderr, "zcity: %s\n", problem.c_str());
    }
    return 0;
}

int runScreensaverSettings(const Options& options) {
    if (noDisplay()) {
        throw std::runtime_error("no display to open the screensaver's settings on (DISPLAY and WAYLAND_DISPLAY are not set)");
    }
    return runScreensaverDialog(options);
}

} // namespace app
