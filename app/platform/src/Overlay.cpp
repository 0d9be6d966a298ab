#include "platform/Overlay.hpp"

#include "cli/Parsers.hpp"

#if ZCITY_HAVE_IMGUI
#include "engine/OverlayRenderer.hpp"

#include <imgui.h>
#if __has_include(<imgui_impl_sdl2.h>)  // vcpkg, and Dear ImGui from 1.87 on
#include <imgui_impl_sdl2.h>
#elif __has_include(<imgui_impl_sdl.h>)
#include <imgui_impl_sdl.h>
#else  // Debian's 1.86 keeps its backends in backends/
#include <backends/imgui_impl_sdl.h>
#endif
#endif

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>

namespace app {

#if ZCITY_HAVE_IMGUI

namespace {

constexpr float kMargin = 8;
constexpr float kPanelAlpha = 0.55f;  // the city shows through, the text stays readable
const ImVec4 kLoadingColour(1.0f, 0.85f, 0.35f, 1.0f);
const ImVec4 kKeyColour(0.55f, 0.85f, 1.0f, 1.0f);

constexpr ImGuiWindowFlags kTextPanel = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize |
                                        ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoFocusOnAppearing |
                                        ImGuiWindowFlags_NoNav | ImGuiWindowFlags_NoInputs;

void statusPanel(const OverlayContent& content) {
    if (!content.status && !content.loading) return;
    ImGui::SetNextWindowPos(ImVec2(kMargin, kMargin));
    ImGui::SetNextWindowBgAlpha(kPanelAlpha);
    ImGui::Begin("status", nullptr, kTextPanel);
    if (content.status) ImGui::TextUnformatted(content.statusLine.c_str());
    if (content.loading) ImGui::TextColored(kLoadingColour, "%s", content.loading->c_str());
    ImGui::End();
}

void messagePanel(const OverlayContent& content, float width, float height) {
    if (content.messages.empty()) return;
    ImGui::SetNextWindowPos(ImVec2(width / 2, height - kMargin * 4), ImGuiCond_Always, ImVec2(0.5f, 1.0f));
    ImGui::SetNextWindowBgAlpha(kPanelAlpha * content.messages.back().alpha);
    ImGui::Begin("messages", nullptr, kTextPanel);
    for (const Messages::Shown& m : content.messages) {
        ImGui::TextColored(ImVec4(1, 1, 1, m.alpha), "%s", m.text.c_str());
    }
    ImGui::End();
}

void helpTable(const char* id, const std::vector<HelpRow>& rows) {
    if (!ImGui::BeginTable(id, 2, ImGuiTableFlags_SizingFixedFit)) return;
    for (const HelpRow& row : rows) {
        ImGui::TableNextRow();
        ImGui::TableSetColumnIndex(0);
        ImGui::TextColored(kKeyColour, "%s", row.keys.c_str());
        ImGui::TableSetColumnIndex(1);
        ImGui::TextUnformatted(row.meaning.c_str());
    }
    ImGui::EndTable();
}

void helpPanel(const std::vector<HelpRow>& mouse, const std::vector<HelpRow>& keys, float width, float height) {
    ImGui::SetNextWindowPos(ImVec2(width / 2, height / 2), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
    ImGui::SetNextWindowSizeConstraints(ImVec2(0, 0), ImVec2(width - 2 * kMargin, height - 2 * kMargin));
    ImGui::SetNextWindowBgAlpha(0.8f);
    ImGui::Begin("zcity: keys and mouse (F1 or H closes this)", nullptr,
                 ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoCollapse |
                     ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoFocusOnAppearing | ImGuiWindowFlags_NoNav);
    helpTable("mouse", mouse);
    ImGui::Separator();
    helpTable("keys", keys);
    ImGui::End();
}

} // namespace

struct OverlayPanels::Context {
    ImGuiContext* imgui = ImGui::CreateContext();
    ~Context() { ImGui::DestroyContext(imgui); }
};

OverlayPanels::OverlayPanels()
    : context_(std::make_unique<Context>()), mouseRows_(mouseHelpRows()), keyRows_(keyHelpRows()) {
    ImGuiIO& io = ImGui::GetIO();
    io.IniFilename = nullptr;  // the overlay keeps nothing on disk
    io.LogFilename = nullptr;
    io.ConfigFlags |= ImGuiConfigFlags_NoMouseCursorChange;  // the viewer owns the pointer (relative mode)
    ImGui::StyleColorsDark();
    unsigned char* pixels = nullptr;
    int width = 0, height = 0;
    io.Fonts->GetTexDataAsRGBA32(&pixels, &width, &height);  // the font atlas, built once, on the CPU
}

OverlayPanels::~OverlayPanels() = default;

void OverlayPanels::openSeedBox(std::uint32_t current) {
    // Empty, the seed shown as a hint: what is typed is the new seed, with nothing to select first.
    seedText_[0] = '\0';
    std::snprintf(seedHint_, sizeof seedHint_, "0x%08X now", static_cast<unsigned>(current));
    seedBoxOpen_ = true;
    focusSeedBox_ = true;
    seedProblem_.clear();
}

void OverlayPanels::closeSeedBox() { seedBoxOpen_ = false; }

void OverlayPanels::submitSeedBox() { submitSeedBox_ = true; }

bool OverlayPanels::typeAhead(const char* text) {
    if (!seedBoxOpen_ || !focusSeedBox_) return false;  // the field has the keyboard: ImGui types
    std::size_t used = std::strlen(seedText_);
    for (; *text && used + 1 < sizeof seedText_; text++) seedText_[used++] = *text;  // what fits: a seed is short
    seedText_[used] = '\0';
    cursorToEnd_ = true;
    return true;
}

SeedRequest OverlayPanels::seedBox(float w, float h) {
    SeedRequest request;
    ImGui::SetNextWindowPos(ImVec2(w / 2, h / 3), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
    ImGui::Begin("Seed", nullptr,
                 ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoCollapse |
                     ImGuiWindowFlags_NoMove);
    ImGui::TextUnformatted("A seed, 0 to 4294967295 or 0x hex; Enter shows it, Esc closes");
    // Asked again until the box has the keyboard: a new window may not take focus in the
    // frame it first appears.
    if (focusSeedBox_) ImGui::SetKeyboardFocusHere();
    // The field's first active frame puts the cursor after what was typed ahead.
    const auto cursorToEnd = [](ImGuiInputTextCallbackData* data) {
        auto* panels = static_cast<OverlayPanels*>(data->UserData);
        if (panels->cursorToEnd_) {
            data->CursorPos = data->SelectionStart = data->SelectionEnd = data->BufTextLen;
            panels->cursorToEnd_ = false;
        }
        return 0;
    };
    bool show = ImGui::InputTextWithHint("##seed", seedHint_, seedText_, sizeof seedText_,
                                         ImGuiInputTextFlags_EnterReturnsTrue | ImGuiInputTextFlags_CallbackAlways,
                                         cursorToEnd, this);
    if (ImGui::IsItemActive()) focusSeedBox_ = false;
    ImGui::SameLine();
    show = ImGui::Button("Show") || show || submitSeedBox_;
    submitSeedBox_ = false;
    if (ImGui::Button("Random")) {
        request.seed = std::random_device{}();
        request.fromRandom = true;
        openSeedBox(*request.seed);
    }
    ImGui::SameLine();
    if (ImGui::Button("Previous")) request.previous = true;
    ImGui::SameLine();
    if (ImGui::Button("Close")) request.close = true;
    if (show) {
        if (const auto seed = parseSeed(seedText_)) {
            request.seed = *seed;
            seedProblem_.clear();
        } else {
            seedProblem_ = std::string("\"") + seedText_ + "\" is not a seed";
            focusSeedBox_ = true;
        }
    }
    if (!seedProblem_.empty()) ImGui::TextColored(kLoadingColour, "%s", seedProblem_.c_str());
    ImGui::End();
    return request;
}

std::vector<SettingRequest> OverlayPanels::takeSettingRequests() {
    std::vector<SettingRequest> taken;
    taken.swap(settingRequests_);
    return taken;
}

// One widget a row of the settings table: a checkbox, a list of choices, or a slider of degrees
// with 0 for the scene's own lens; a change becomes a request in the row's own words.
void OverlayPanels::settingsPanel(const std::vector<SettingShown>& rows, float w, float h) {
    ImGui::SetNextWindowPos(ImVec2(w - kMargin, kMargin * 5), ImGuiCond_Always, ImVec2(1.0f, 0.0f));
    ImGui::SetNextWindowSizeConstraints(ImVec2(0, 0), ImVec2(w - 2 * kMargin, h - 6 * kMargin));
    ImGui::SetNextWindowBgAlpha(0.85f);
    ImGui::Begin("Settings (F2 or Esc closes)", nullptr,
                 ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoCollapse);
    int togglesInLine = 0;  // the looks' checkboxes two to a line: the panel fits a 360-pixel window
    for (const SettingShown& row : rows) {
        ImGui::PushID(row.name.c_str());
        togglesInLine = row.kind == SettingKind::toggle ? togglesInLine + 1 : 0;
        if (togglesInLine == 2) {
            ImGui::SameLine(ImGui::GetFontSize() * 11);
            togglesInLine = 0;
        }
        if (row.kind == SettingKind::toggle) {
            bool on = row.value == "1";
            if (ImGui::Checkbox(row.label.c_str(), &on)) settingRequests_.push_back({row.name, on ? "1" : "0"});
        } else if (row.kind == SettingKind::choice) {
            const char* shown = row.value.empty() ? "choose..." : row.value.c_str();
            if (ImGui::BeginCombo(row.label.c_str(), shown)) {
                for (const std::string& choice : row.choices) {
                    if (choice.empty()) continue;
                    if (ImGui::Selectable(choice.c_str(), choice == row.value)) settingRequests_.push_back({row.name, choice});
                }
                ImGui::EndCombo();
            }
        } else if (row.kind == SettingKind::text) {
            if (!textActive_) std::snprintf(settingText_, sizeof settingText_, "%s", row.value.c_str());
            ImGui::InputTextWithHint(row.label.c_str(), "Enter sets it", settingText_, sizeof settingText_);
            textActive_ = ImGui::IsItemActive();
            if (submitText_) {
                settingRequests_.push_back({row.name, settingText_});
                submitText_ = false;
                textActive_ = false;
                ImGui::SetWindowFocus(nullptr);  // the keyboard back to the viewer's keys
            }
        } else {
            // Whole degrees, 0 for the scene's own lens; a value between 0 and the row's least is
            // none, so the slider's first steps go to the least.
            int degrees = static_cast<int>(std::lround(std::strtod(row.value.c_str(), nullptr)));
            const int least = static_cast<int>(row.low), most = static_cast<int>(row.high);
            if (ImGui::SliderInt(row.label.c_str(), &degrees, 0, most, degrees == 0 ? "the scene's lens" : "%d degrees")) {
                if (degrees > 0 && degrees < least) degrees = least;
                settingRequests_.push_back({row.name, std::to_string(degrees)});
            }
        }
        ImGui::PopID();
    }
    if (ImGui::Button("Close")) settingRequests_.push_back({"", "", true});
    ImGui::End();
}

SeedRequest OverlayPanels::build(const OverlayContent& content, int width, int height, double seconds) {
    ImGuiIO& io = ImGui::GetIO();
    if (!io.BackendPlatformName) {  // no SDL backend: a picture, or the benchmark
        io.DisplaySize = ImVec2(static_cast<float>(width), static_cast<float>(height));
        io.DeltaTime = seconds > 0 ? static_cast<float>(seconds) : 1.0f / 60;
    }
    // The mouse is the camera's unless the seed box or the settings panel is open.
    settingsOpen_ = content.settings.has_value();
    if (seedBoxOpen_ || settingsOpen_) {
        io.ConfigFlags &= ~ImGuiConfigFlags_NoMouse;
    } else {
        io.ConfigFlags |= ImGuiConfigFlags_NoMouse;
    }
    ImGui::NewFrame();
    const float w = io.DisplaySize.x, h = io.DisplaySize.y;
    statusPanel(content);
    messagePanel(content, w, h);
    if (content.help) helpPanel(mouseRows_, keyRows_, w, h);
    if (content.settings) settingsPanel(*content.settings, w, h);

    const SeedRequest request = seedBoxOpen_ ? seedBox(w, h) : SeedRequest{};
    ImGui::Render();
    return request;
}

struct Overlay::Backends {
    bool sdl = false;
    engine::OverlayRenderer renderer;
};

Overlay::Overlay(SDL_Window* window, SDL_GLContext context) {
    const bool sdl = window && ImGui_ImplSDL2_InitForOpenGL(window, context);
    backends_ = std::make_unique<Backends>();
    backends_->sdl = sdl;
}

Overlay::~Overlay() {
    const bool sdl = backends_->sdl;
    backends_.reset();  // the renderer's GL objects first
    if (sdl) ImGui_ImplSDL2_Shutdown();
}

bool Overlay::handle(const SDL_Event& event) {
    if (panels_.settingsOpen() && !panels_.seedBoxOpen() && backends_->sdl) return handleSettings(event);
    if (!panels_.seedBoxOpen() || !backends_->sdl) return false;
    if (event.type == SDL_KEYDOWN && event.key.keysym.sym == SDLK_ESCAPE) {
        panels_.closeSeedBox();
        return true;
    }
    if (event.type == SDL_TEXTINPUT && panels_.typeAhead(event.text.text)) return true;
    // Enter shows the seed. Taken here, not left to ImGui 1.86, which reads keys as held at each
    // frame and so misses a press and release that fall between two frames.
    if (event.type == SDL_KEYDOWN && (event.key.keysym.sym == SDLK_RETURN || event.key.keysym.sym == SDLK_KP_ENTER)) {
        panels_.submitSeedBox();
        return true;
    }
    ImGui_ImplSDL2_ProcessEvent(&event);
    // While the box is open it takes the keyboard and the mouse; quitting still quits.
    return event.type != SDL_QUIT && event.type != SDL_WINDOWEVENT;
}

// While the settings panel is open it has the mouse; the keyboard still reaches the viewer's
// keys (a look's letter, F1), but Esc and F2 close the panel rather than quit or reopen it.
bool Overlay::handleSettings(const SDL_Event& event) {
    if (event.type == SDL_KEYDOWN && (event.key.keysym.sym == SDLK_ESCAPE || event.key.keysym.sym == SDLK_F2)) {
        if (!event.key.repeat) closeRequested_ = true;
        return true;
    }
    if (panels_.typingInSettings()) {  // the sign's field: the keyboard types, Enter sets it
        if (event.type == SDL_KEYDOWN && (event.key.keysym.sym == SDLK_RETURN || event.key.keysym.sym == SDLK_KP_ENTER)) {
            panels_.submitSettingsText();
            return true;
        }
        ImGui_ImplSDL2_ProcessEvent(&event);
        return event.type != SDL_QUIT && event.type != SDL_WINDOWEVENT;  // quitting still quits
    }
    ImGui_ImplSDL2_ProcessEvent(&event);
    switch (event.type) {
    case SDL_MOUSEMOTION:
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEBUTTONUP:
    case SDL_MOUSEWHEEL: return true;
    default: return false;
    }
}

std::vector<SettingRequest> Overlay::takeSettingRequests() {
    std::vector<SettingRequest> requests = panels_.takeSettingRequests();
    if (closeRequested_) requests.push_back({"", "", true});
    closeRequested_ = false;
    return requests;
}

SeedRequest Overlay::draw(const engine::Frame& frame, const OverlayContent& content, double seconds) {
    backends_->renderer.newFrame();
    if (backends_->sdl) ImGui_ImplSDL2_NewFrame();
    // ImGui sizes a new panel in its first frame and shows it from the second: a picture, one
    // frame long, builds once to size them.
    if (!backends_->sdl) panels_.build(content, frame.width, frame.height, seconds);
    const SeedRequest request = panels_.build(content, frame.width, frame.height, seconds);
    backends_->renderer.draw(frame);
    return request;
}

bool overlayAvailable() { return true; }

#else  // Built without Dear ImGui (Homebrew has no package): the viewer prints what it would show.

struct OverlayPanels::Context {};
OverlayPanels::OverlayPanels() = default;
OverlayPanels::~OverlayPanels() = default;
void OverlayPanels::openSeedBox(std::uint32_t) {}
void OverlayPanels::submitSeedBox() {}
void OverlayPanels::closeSeedBox() {}
bool OverlayPanels::typeAhead(const char*) { return false; }
SeedRequest OverlayPanels::build(const OverlayContent&, int, int, double) { return {}; }
std::vector<SettingRequest> OverlayPanels::takeSettingRequests() { return {}; }
struct Overlay::Backends {};
Overlay::Overlay(SDL_Window*, SDL_GLContext) {}
Overlay::~Overlay() = default;
bool Overlay::handle(const SDL_Event&) { return false; }
std::vector<SettingRequest> Overlay::takeSettingRequests() { return {}; }
SeedRequest Overlay::draw(const engine::Frame&, const OverlayContent&, double) { return {}; }
bool overlayAvailable() { return false; }

#endif

} // namespace app
