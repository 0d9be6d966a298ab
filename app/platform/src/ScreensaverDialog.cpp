#include "platform/ScreensaverDialog.hpp"

#include "cli/Parsers.hpp"
#include "cli/ScreensaverFile.hpp"
#include "cli/SettingTable.hpp"
#include "platform/GlWindow.hpp"
#include "platform/SettingsFile.hpp"
#include "scene/Looks.hpp"

#include "engine/FrameGl.hpp"

#include <cmath>
#include <cstdio>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#if ZCITY_HAVE_IMGUI
#include "engine/OverlayRenderer.hpp"

#include <imgui.h>
#if __has_include(<imgui_impl_sdl2.h>)
#include <imgui_impl_sdl2.h>
#elif __has_include(<imgui_impl_sdl.h>)
#include <imgui_impl_sdl.h>
#else
#include <backends/imgui_impl_sdl.h>
#endif
#endif

namespace app {

#if ZCITY_HAVE_IMGUI

namespace {

// The setting table's row of this name: the dialogue's widgets take their ranges and choices
// from the rows, as zcity.xml does, so neither offers a value zcity refuses.
const SettingRow& settingRow(std::string_view name) { return *settingNamed(name); }

// The choice of a select row whose text is `value`; 0 (the default) when none is.
int choiceIndex(const SettingRow& row, const std::string& value) {
    const auto& choices = row.widget.choices;
    for (int k = 0; k < static_cast<int>(choices.size()); k++) {
        if (choices[static_cast<std::size_t>(k)].value == value) return k;
    }
    return 0;
}

// The frame rate shown for --delay's microseconds; below the slowest the row offers, the display's.
float slowestFramesPerSecond() { return static_cast<float>(1e6 / settingRow("delay").widget.high); }

// What the dialogue's widgets hold, from the options and back.
struct Choices {
    int scene = 0;  // a row of the scene table
    int look = 0;   // a choice of the look row
    char seed[24] = {};
    float framesPerSecond = 30;  // 0: as fast as the display
    float speed = 1, scale = 1;
    int rebuild = 0;  // a choice of the rebuild row
    bool showFps = false;
};

Choices choicesOf(const Options& o) {
    Choices c;
    int row = 0;
    for (const SceneInfo& info : sceneTable()) {
        if (info.scene == o.scene.scene) c.scene = row;
        row++;
    }
    c.look = choiceIndex(settingRow("look"), settingRow("look").write(o).value_or(""));
    if (o.scene.seed != kDefaultSeed) std::snprintf(c.seed, sizeof c.seed, "%s", seedText(o.scene.seed).c_str());
    c.framesPerSecond = o.window.delayMicroseconds > 0 ? static_cast<float>(1e6 / o.window.delayMicroseconds) : 0;
    c.speed = static_cast<float>(o.screensaverSettings.speed);
    c.scale = static_cast<float>(o.window.scale);
    c.rebuild = choiceIndex(settingRow("rebuild"), numberText(o.screensaverSettings.rebuildSeconds));
    c.showFps = o.screensaverSettings.showFps;
    return c;
}

// The options the choices make, for the settings file; nullopt where the seed is not a seed.
std::optional<Options> optionsOf(const Choices& c, Options o) {
    o.scene.scene = sceneTable().begin()[c.scene].scene;
    o.scene.seed = kDefaultSeed;
    if (c.seed[0] != '\0' && !settingRow("seed").read(c.seed, o).empty()) return std::nullopt;
    o.looks = LookChoice{};
    const std::string& looks = settingRow("look").widget.choices[static_cast<std::size_t>(c.look)].value;
    if (!looks.empty() && !settingRow("look").read(looks, o).empty()) return std::nullopt;
    // Each value through its row, so the file holds only what the rows read back.
    const float framesPerSecond = c.framesPerSecond < slowestFramesPerSecond() ? 0 : c.framesPerSecond;
    const std::string delay = framesPerSecond > 0 ? numberText(std::round(1e6 / framesPerSecond)) : "0";
    const std::string rebuild = settingRow("rebuild").widget.choices[static_cast<std::size_t>(c.rebuild)].value;
    for (const auto& [name, text] : {std::pair<std::string_view, std::string>{"delay", delay},
                                     {"speed", numberText(std::round(c.speed * 100) / 100)},
                                     {"scale", numberText(std::round(c.scale * 100) / 100)},
                                     {"rebuild", rebuild},
                                     {"fps", c.showFps ? "1" : "0"}}) {
        if (!settingRow(name).read(text, o).empty()) return std::nullopt;
    }
    return o;
}

// For --debug-state: where the last widget is, so a test can click it as a person would.
void sayWhere(bool debugState, const char* name) {
    if (!debugState) return;
    const ImVec2 at = ImGui::GetItemRectMin(), size = ImGui::GetItemRectSize();
    std::printf("widget %s %.0f %.0f %.0f %.0f\n", name, at.x, at.y, size.x, size.y);
}

// For --debug-state: the choices in one line, printed when a click changes them, so a test
// knows its click landed (a click sent before the window had focus is lost, as a person's is).
std::string choicesLine(const Choices& c) {
    char line[160];
    std::snprintf(line, sizeof line, "choices scene=%s look=%d seed=%s fps=%d", std::string(sceneTable().begin()[c.scene].name).c_str(),
                  c.look, c.seed, c.showFps ? 1 : 0);
    return line;
}

enum class Answer { none, save, cancel };

// One frame of the dialogue's widgets over the whole window.
Answer buildDialogue(Choices& c, const std::string& problem, bool debugState) {
    ImGuiIO& io = ImGui::GetIO();
    ImGui::SetNextWindowPos(ImVec2(0, 0));
    ImGui::SetNextWindowSize(io.DisplaySize);
    ImGui::Begin("zcity's screensaver", nullptr, ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoSavedSettings);
    ImGui::TextUnformatted("Scene");
    int row = 0;
    for (const SceneInfo& info : sceneTable()) {
        ImGui::RadioButton(std::string(info.name).c_str(), &c.scene, row++);
        sayWhere(debugState, ("scene-" + std::string(info.name)).c_str());
        if (row % 3 != 0) ImGui::SameLine();
    }
    ImGui::NewLine();
    const auto label = [](void* data, int k, const char** text) {
        *text = static_cast<const SettingRow*>(data)->widget.choices[static_cast<std::size_t>(k)].label.c_str();
        return true;
    };
    const SettingRow& look = settingRow("look");
    ImGui::Combo("Look", &c.look, label, const_cast<SettingRow*>(&look), static_cast<int>(look.widget.choices.size()));
    ImGui::InputTextWithHint("Seed", "empty: the first city", c.seed, sizeof c.seed);
    ImGui::SliderFloat("Frame rate", &c.framesPerSecond, slowestFramesPerSecond() - 1, 60,
                       c.framesPerSecond >= slowestFramesPerSecond() ? "%.0f a second" : "the display's");
    const SettingWidget& speed = settingRow("speed").widget;
    ImGui::SliderFloat("Camera speed", &c.speed, static_cast<float>(speed.low), static_cast<float>(speed.high), "%.1f");
    const SettingWidget& scale = settingRow("scale").widget;
    ImGui::SliderFloat("Resolution", &c.scale, static_cast<float>(scale.low), static_cast<float>(scale.high), "%.2f of the screen");
    const SettingRow& rebuild = settingRow("rebuild");
    ImGui::Combo("New city", &c.rebuild, label, const_cast<SettingRow*>(&rebuild), static_cast<int>(rebuild.widget.choices.size()));
    ImGui::Checkbox("Show the frame rate", &c.showFps);
    sayWhere(debugState, "fps");
    if (!problem.empty()) ImGui::TextColored(ImVec4(1, 0.6f, 0.3f, 1), "%s", problem.c_str());
    Answer answer = Answer::none;
    if (ImGui::Button("Save")) answer = Answer::save;
    sayWhere(debugState, "save");
    ImGui::SameLine();
    if (ImGui::Button("Cancel")) answer = Answer::cancel;
    sayWhere(debugState, "cancel");
    ImGui::End();
    return answer;
}

GlWindow::Settings dialogueWindow() {
    GlWindow::Settings settings;
    settings.title = "zcity: screensaver settings";
    settings.width = 560;
    settings.height = 340;
    return settings;
}

} // namespace

int runScreensaverDialog(const Options& options) {
    SdlVideo video(ScreenWhileRunning::systemDecides);
    GlWindow window(dialogueWindow());
    ImGuiContext* context = ImGui::CreateContext();
    ImGui::GetIO().IniFilename = nullptr;
    ImGui::StyleColorsDark();
    if (!ImGui_ImplSDL2_InitForOpenGL(window.sdl(), window.context())) throw std::runtime_error("the dialogue's ImGui did not start");
    Choices choices = choicesOf(options);
    std::string problem;
    bool done = false;
    std::string saidChoices;
    {
        engine::OverlayRenderer renderer;
        const std::string path = settingsPath("screensaver.ini");
        while (!done) {
            SDL_Event event;
            while (SDL_PollEvent(&event)) {
                ImGui_ImplSDL2_ProcessEvent(&event);
                if (event.type == SDL_QUIT || (event.type == SDL_KEYDOWN && event.key.keysym.sym == SDLK_ESCAPE)) done = true;
            }
            renderer.newFrame();
            ImGui_ImplSDL2_NewFrame();
            ImGui::NewFrame();
            const Answer answer = buildDialogue(choices, problem, options.debugState);
            ImGui::Render();
            int width = 0, height = 0;
            window.drawableSize(width, height);
            const engine::Frame frame = engine::makeFrame(width, height);
            engine::beginFrame(frame);
            renderer.draw(frame);
            window.swap();
            if (options.debugState) {
                std::string line = choicesLine(choices);
                if (line != saidChoices) std::printf("%s\n", line.c_str());
                saidChoices = std::move(line);
            }
            std::fflush(stdout);
            if (answer == Answer::cancel) done = true;
            if (answer != Answer::save) continue;
            const std::optional<Options> chosen = optionsOf(choices, options);
            if (!chosen) {
                problem = std::string("\"") + choices.seed + "\" is not a seed (0 to 4294967295, or 0x hex)";
                continue;
            }
            problem = writeSettingsText(path, screensaverFileText(*chosen));
            done = problem.empty();
            if (done && options.debugState) std::printf("saved %s\n", path.c_str());
        }
    }
    ImGui_ImplSDL2_Shutdown();
    ImGui::DestroyContext(context);
    return 0;
}

#else  // Homebrew's build has no Dear ImGui

int runScreensaverDialog(const Options&) {
    throw std::runtime_error("this zcity was built without Dear ImGui and has no settings dialogue: write "
                             "the options in " + settingsPath("screensaver.ini") + " yourself, a key=value line each "
                             "(scene=redux, delay=33333, fps=1: see zcity --help)");
}

#endif

} // namespace app
