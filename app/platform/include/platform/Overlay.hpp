// app::Overlay — the viewer's on-screen overlay, with Dear ImGui: the help panel (every key and
// mouse action, from the same table as --help), a status line, short messages that fade, the
// world's loading line and the seed box.
//
// OverlayPanels builds a frame of it on the CPU (ImGui's widgets, no GL, no SDL: what the
// benchmark times); Overlay adds SDL's input backend and the engine's renderer for the window.
// ImGui keeps its current context in a global of its own: one overlay at a time, on the thread
// that draws. The overlay never writes a file (no imgui.ini) and never reads the command line.
#pragma once

#include "viewer/Actions.hpp"
#include "scene/OverlayText.hpp"

#include "engine/Frame.hpp"

#include <SDL.h>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace app {

// Does this build have the overlay (was Dear ImGui found when it was built)?
bool overlayAvailable();

// The panels on the CPU: an ImGui context of their own, the help rows, the seed box's text.
class OverlayPanels {
public:
    OverlayPanels();
    ~OverlayPanels();
    OverlayPanels(const OverlayPanels&) = delete;
    OverlayPanels& operator=(const OverlayPanels&) = delete;

    void openSeedBox(std::uint32_t current);
    void closeSeedBox();
    void submitSeedBox();  // Enter: show the typed seed in the next build()
    bool seedBoxOpen() const { return seedBoxOpen_; }
    // Typed into the box before its field has the keyboard (ImGui gives a new window's field the
    // keyboard a frame or two after it opens, and drops what is typed meanwhile): kept, so that
    // Enter 0x1234 Enter typed at once shows 0x1234. True when the box took the text.
    bool typeAhead(const char* text);

    // One frame of the overlay, built into ImGui's draw data. `width` and `height` are the
    // frame's, in pixels; where no platform backend sets them (pictures, the benchmark), they
    // and `seconds` (since the last frame) are given to ImGui here.
    SeedRequest build(const OverlayContent& content, int width, int height, double seconds);

    // The settings panel: open while the last build() had content.settings; what the person set
    // in it since the last call (a row's value, or Close), in order.
    bool settingsOpen() const { return settingsOpen_; }
    std::vector<SettingRequest> takeSettingRequests();
    // A text row of the panel has the keyboard (the sign's): keys type into it, not the viewer.
    bool typingInSettings() const { return settingsOpen_ && textActive_; }
    // Enter in that row: its text is asked for at the next build (taken here, as the seed box's
    // Enter, because ImGui 1.86 misses a press and release between two frames).
    void submitSettingsText() { submitText_ = true; }

private:
    SeedRequest seedBox(float width, float height);  // the seed box's window, while it is open
    void settingsPanel(const std::vector<SettingShown>& rows, float width, float height);

    struct Context;
    std::unique_ptr<Context> context_;
    std::vector<HelpRow> mouseRows_, keyRows_;
    bool seedBoxOpen_ = false, focusSeedBox_ = false, submitSeedBox_ = false;
    bool settingsOpen_ = false;
    std::vector<SettingRequest> settingRequests_;
    bool textActive_ = false, submitText_ = false;
    char settingText_[32] = {};  // the text row's field while it is edited
    bool cursorToEnd_ = false;  // what was typed ahead is in the field: its cursor goes after it
    char seedText_[32] = {};
    char seedHint_[32] = {};
    std::string seedProblem_;
};

// The overlay in a window (or, with no window, over a picture): the panels, SDL's input for
// the seed box, and the engine's renderer. Needs a current OpenGL 3.3 context.
class Overlay {
public:
    // `window` nullptr: a picture's overlay (no input; sizes from the frame).
    explicit Overlay(SDL_Window* window, SDL_GLContext context = nullptr);
    ~Overlay();
    Overlay(const Overlay&) = delete;
    Overlay& operator=(const Overlay&) = delete;

    // Hands an event to the seed box or the settings panel while one is open; true when it took
    // it (the viewer then leaves it alone). Esc and F2 close the settings panel.
    bool handle(const SDL_Event& event);
    OverlayPanels& panels() { return panels_; }
    // The settings panel's requests since the last call, Esc or F2's closing last.
    std::vector<SettingRequest> takeSettingRequests();

    // Builds and draws the overlay over the frame: call last, after the colour crush.
    SeedRequest draw(const engine::Frame& frame, const OverlayContent& content, double seconds);

private:
    bool handleSettings(const SDL_Event& event);
    struct Backends;
    OverlayPanels panels_;
    std::unique_ptr<Backends> backends_;
    bool closeRequested_ = false;  // Esc or F2 in the settings panel
};

} // namespace app
