// app::ViewerCore — the viewer without a window: its state, the actions of the action table, the
// camera each frame, the view of the scene, the messages and the seed history. A shell (the SDL
// window, modes/Viewer.cpp; a page) hands it input as values — a key's name, the mouse's motion,
// the held flight keys, the frame's time — and draws the frames it describes.
// It never reads input devices, opens windows or files, or keeps a clock of its own: time is the
// frames' time, given to advance(). What only a shell can do (full screen, the seed box, a
// picture of the window) it asks of its ViewerHost. Drawing (draw) needs a current OpenGL 3.3
// context and the view's programs; everything else is testable without one.
#pragma once

#include "viewer/Actions.hpp"
#include "viewer/Settings.hpp"
#include "viewer/ViewerState.hpp"
#include "scene/OverlayText.hpp"
#include "views/View.hpp"

#include "engine/ColourCrush.hpp"

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>

namespace app {

// What only the shell can do, asked by the core.
class ViewerHost {
public:
    virtual ~ViewerHost() = default;
    virtual void toggleFullscreen() = 0;
    virtual void openSeedBox(std::uint32_t seed) = 0;
    virtual void closeSeedBox() = 0;
    virtual bool hasOverlay() const = 0;  // the help panel, the status line and the seed box (Dear ImGui)
    virtual void savePicture() = 0;       // P: the view as a PNG, at the end of this frame
};

// Makes the view of a scene in the look of its first frame (makeView, with the shell's GL
// context; a test's fake).
using ViewMaker =
    std::function<std::unique_ptr<View>(const SceneSettings&, const WorldSettings&, const engine::NightStyle&)>;

// makeView with the shell's programs: the first view it makes takes `early`, the city
// startGrowing began before the context (views/View.hpp); the later ones grow their own.
ViewMaker viewMaker(const engine::Programs& programs, EarlyCity early = {});

class ViewerCore {
public:
    // `panel`: the settings panel's rows (app/cli's panelRows: the setting table's), kept by
    // reference, so they outlive the core. `debugState`: messages and scene loads printed on
    // standard output, for the tests.
    ViewerCore(const ViewerState& start, ViewMaker makeView, ViewerHost& host, const PanelRows& panel,
               bool debugState = false);

    // Input, as values.
    void press(std::string_view keyName);  // a key went down: its action or look (not the held flight keys)
    void toggleLook(const LookRow& look);
    void answerSetting(const SettingRequest& request);  // the settings panel's change, or its closing
    void turn(double dxPixels, double dyPixels);  // the mouse or a finger, in pixels
    void setThrust(engine::Thrust thrust);        // the buttons: forwards, backwards, still
    void requestQuit() { state_.quit = true; }
    void showSeed(std::uint32_t seed);            // the seed box's seed
    void previousSeed();                          // the seed box's Previous

    // One frame, the window's and the page's alike: advance() by the time since the last, that
    // time smoothed for the status line (frameMs()), and draw() at width x height. Returns the
    // frame drawn: empty, and nothing drawn, where the window is minimised. The shell then draws
    // its overlay over it, takes the picture P asked for, and shows it.
    engine::Frame frame(const engine::Programs& programs, int width, int height, double elapsedMs,
                        const engine::FlyKeys& held);
    double frameMs() const { return frameMs_; }  // smoothed: a tenth of each new frame's time

    // Moves the camera by the frame's time (steps capped at 200 ms) with the flight keys held
    // now; a new city where K or the screensaver asks. Before draw().
    void advance(double elapsedMs, const engine::FlyKeys& held);
    // The frame's picture: the view brought up to date and drawn, the screensaver's fade, the
    // colour crush. Needs a current GL context; the shell begins nothing and draws the overlay after.
    void draw(const engine::Programs& programs, const engine::Frame& frame, double elapsedMs);

    // The start every shell makes once, after it made the core: the first scene grown, on foot
    // where asked (--walk, a link's walk=1), and the start's messages (a scene restored from the
    // settings, a start that faithfully shows nothing, a note from restoring the settings).
    struct Start {
        bool walk = false;
        bool sceneRestored = false;
        std::string note;
    };
    void start(const Start& how);
    // Said at start: a scene restored from the settings, a start that faithfully shows nothing.
    void greet(bool sceneRestored);
    void notify(const std::string& text);
    // Grows the current scene and makes its view (in the world, starts streaming afresh).
    void loadScene();
    // On foot from where the camera is: put down on the nearest sidewalk (--walk, J).
    void startWalking();

    // What the frames show, derived from the state.
    engine::FrameStyle frameStyle() const;
    bool fogOn() const { return frameStyle().fog; }
    std::string looksText() const;
    OverlayContent overlayContent(double frameMs);
    std::string title(double fps) const;  // "City: 213 buildings, 656 cubes - seed 0x... - tidied - 60 fps"
    std::string debugStateLine() const;   // --debug-state's "state x=... walk=0 ..." line
    // The screensaver's fade: 1 in the middle of a city, 0 at the cut between two (every
    // `cycleSeconds`; 0: no cut, only the fade in at the start).
    static float screensaverBrightness(double seconds, double cycleSeconds = 120);

    const ViewerState& state() const { return state_; }
    View& view() { return *view_; }
    const View& view() const { return *view_; }
    bool quit() const { return state_.quit; }
    double seconds() const { return clockSeconds_; }  // the frames' time since the start
    bool titleDue() const { return titleDue_; }
    void titleShown() { titleDue_ = false; }

    // Every key's action, in the help's order: the rows and the code they run are the core's.
    static ActionRows actionTable();

private:
    // The actions of the table: each row runs one of these.
    void nextScene();
    void newSeed();
    void resetCamera();
    void toggleFullscreen() { host_.toggleFullscreen(); }
    void screenshot() { host_.savePicture(); }
    void toggleNewCityEachFrame();
    void toggleFastFlight();
    void viewFarther() { changeViewDistance(true); }
    void viewNearer() { changeViewDistance(false); }
    void changeViewDistance(bool farther);
    void toggleAutoCamera();
    void nextAutoCameraMode();
    int autoModes() const;  // the automatic camera's cycle: 8 modes, or 11 with the follow modes
    void nextPalette();
    void clockLater();
    void clockEarlier();
    void stepClock(double seconds);
    void toggleWalk();
    void toggleFloor();
    void toggleHelp();
    void toggleSettings() { state_.settings = !state_.settings; }
    void toggleStatus() { state_.status = !state_.status; }
    void openSeedBox();

    void land();
    engine::CameraPose flownPose(double elapsedMs, const engine::FlyKeys& held) const;

    ViewerState state_;
    ViewMaker makeView_;
    ViewerHost& host_;
    const PanelRows& panel_;
    bool debugState_;
    double startedAt_ = machineSecondsNow();  // the machine's clock at the start: --time's cycle runs from it
    std::unique_ptr<View> view_;
    Messages messages_;
    SeedHistory seeds_;
    double clockSeconds_ = 0;
    double frameMs_ = 0;
    bool titleDue_ = true;
    std::optional<engine::ColourCrush> crush_;  // the palette pass's copy of the frame, made at the first draw
};

} // namespace app
