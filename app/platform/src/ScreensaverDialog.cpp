#include "platform/ScreensaverDialog.hpp"

#include "cli/Parsers.hpp"
#include "cli/ScreensaverFile.hpp"
#include "platform/GlWindow.hpp"
#include "platform/SettingsFile.hpp"
#include "scene/Looks.hpp"

#include "engine/FrameGl.hpp"

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

// The looks the dialogue offers, as zcity.xml's select: the --look each one means.
struct LookOption {
    const char* label;
    const char* looks;  // "" for the original's (fog and bloom): no --look at all
};
constexpr LookOption kLookOptions[] = {
    {"Fog and bloom, as the original", ""}, {"No bloom", "no-bloom"}, {"Flat walls", "flat"},
    {"Wireframe", "wireframe"},             {"Letterbox", "letterbox"},
};

// What the dialogue's widgets hold, from the options and back.
struct Choices {
    int scene = 0;  // a row of the scene table
    int look = 0;   // a row of kLookOptions
    char seed[24] = {};
    float framesPerSecond = 30;  // 0: as fast as the display
    float speed = 1, scale = 1;
    int rebuildSeconds = 120;
    bool showFps = false;
};

Choices choicesOf(const Options& o) {
    Choices c;
    int row = 0;
    for (const SceneInfo& info : sceneTable()) {
        if (info.scene == o.scene.scene) c.scene = row;
        row++;
    }
    const std::string looks = o.given.look ? lookList(o.looks, o.scene.scene, false) : "";
    for (int k = 0; k < static_cast<int>(std::size(kLookOptions)); k++) {
        const auto parsed = parseLooks(kLookOptions[k].looks);
        if (parsed && o.given.look && lookList(*parsed, o.scene.scene, false) == looks) c.look = k;
    }
    if (o.given.seed) std::snprintf(c.seed, sizeof c.seed, "%s", seedText(o.scene.seed).c_str());
    c.framesPerSecond = o.window.delayMicroseconds > 0 ? static_cast<float>(1e6 / o.window.delayMicroseconds) : 0;
    c.speed = static_cast<float>(o.screensaverSettings.speed);
    c.scale = static_cast<float>(o.window.scale);
    c.rebuildSeconds = static_cast<int>(o.screensaverSettings.rebuildSeconds);
    c.showFps = o.screensaverSettings.showFps;
    return c;
}

// The options the choices make, for the settings file; nullopt where the seed is not a seed.
std::optional<Options> optionsOf(const Choices& c, Options o) {
    o.scene.scene = sceneTable().begin()[c.scene].scene;
    o.given.seed = c.seed[0] != '\0';
    if (o.given.seed) {
        const auto seed = parseSeed(c.seed);
        if (!seed) return std::nullopt;
        o.scene.seed = *seed;
    }
    const char* looks = kLookOptions[c.look].looks;
    o.given.look = *looks != '\0';
    if (o.given.look) o.looks = *parseLooks(looks);
    o.window.delayMicroseconds = c.framesPerSecond > 0 ? std::round(1e6 / c.framesPerSecond) : 0;
    o.screensaverSettings.speed = c.speed;
    o.window.scale = c.scale;
    o.screensaverSettings.rebuildSeconds = c.rebuildSeconds;
    o.screensaverSettings.showFps = c.showFps;
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
    ImGui::Combo("Look", &c.look, [](void*, int k, const char** text) { return *text = kLookOptions[k].label, true; }, nullptr,
                 static_cast<int>(std::size(kLookOptions)));
    ImGui::InputTextWithHint("Seed", "empty: the first city", c.seed, sizeof c.seed);
    ImGui::SliderFloat("Frame rate", &c.framesPerSecond, 0, 60, c.framesPerSecond > 0 ? "%.0f a second" : "the display's");
    ImGui::SliderFloat("Camera speed", &c.speed, 0.1f, 4, "%.1f");
    ImGui::SliderFloat("Resolution", &c.scale, 0.1f, 1, "%.2f of the screen");
    ImGui::SliderInt("New city every", &c.rebuildSeconds, 0, 3600, c.rebuildSeconds > 0 ? "%d s" : "never");
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
