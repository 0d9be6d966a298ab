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
#include <variant>
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

// A display's usual refresh: the fastest frame rate the dialogue's rate slider shows.
constexpr float kFastestFramesPerSecond = 60;

// What one widget holds. The widgets are the setting table's screensaver rows, with their
// ranges and choices, as zcity.xml's are: a row added there is offered here too, and neither
// dialogue can offer a value zcity refuses.
struct Held {
    const SettingRow* row = nullptr;
    int choice = 0;     // a select's
    float number = 0;   // a slider's; an inverted one (a delay) holds its rate, frames a second
    bool on = false;    // a switch's
    char text[24] = {};  // a text's; empty is the default
};
using Choices = std::vector<Held>;

// The slowest rate an inverted slider offers: below it, as fast as the display (a delay of 0).
float slowestRate(const SettingWidget& w) { return static_cast<float>(1e6 / w.high); }

Choices choicesOf(const Options& o) {
    Choices choices;
    const Options defaults;
    for (const SettingRow& row : settingTable()) {
        const SettingWidget& w = row.widget;
        if (w.kind == SettingWidget::Kind::none || (row.doors & kScreensaverFileDoor) == 0) continue;
        Held held;
        held.row = &row;
        const std::string text = row.write(o).value_or("");
        for (int k = 0; k < static_cast<int>(w.choices.size()); k++) {
            if (w.choices[static_cast<std::size_t>(k)].value == text) held.choice = k;
        }
        const double number = text.empty() ? w.byDefault : parseNumber(text).value_or(w.byDefault);
        held.number = static_cast<float>(w.invert ? (number > 0 ? 1e6 / number : 0) : number);
        held.on = text == "1";
        if (text != row.write(defaults).value_or("")) std::snprintf(held.text, sizeof held.text, "%s", text.c_str());
        choices.push_back(held);
    }
    return choices;
}

// What a widget says, as its row's text; "" for the default.
std::string heldText(const Held& held) {
    const SettingWidget& w = held.row->widget;
    switch (w.kind) {
    case SettingWidget::Kind::select: return w.choices[static_cast<std::size_t>(held.choice)].value;
    case SettingWidget::Kind::boolean: return held.on ? "1" : "0";
    case SettingWidget::Kind::text: return held.text;
    case SettingWidget::Kind::slider:
    case SettingWidget::Kind::spinbutton:
        if (!w.invert) return numberText(std::round(held.number * 100) / 100);
        return held.number < slowestRate(w) ? "0" : numberText(std::round(1e6 / held.number));
    case SettingWidget::Kind::none: break;
    }
    return "";
}

// The screensaver's options the choices make, for the settings file: each value through its
// row; the row's line where one refuses (a seed that is not one).
std::variant<Options, std::string> optionsOf(const Choices& choices) {
    Options o;
    o.mode = Mode::screensaverSettings;
    for (const Held& held : choices) {
        const std::string text = heldText(held);
        if (text.empty()) continue;
        const std::string refused = held.row->read(text, o);
        if (!refused.empty()) return refused;
    }
    return o;
}

// For --debug-state: where the last widget is, so a test can click it as a person would.
void sayWhere(bool debugState, const std::string& name) {
    if (!debugState) return;
    const ImVec2 at = ImGui::GetItemRectMin(), size = ImGui::GetItemRectSize();
    std::printf("widget %s %.0f %.0f %.0f %.0f\n", name.c_str(), at.x, at.y, size.x, size.y);
}

// For --debug-state: the choices in one line, printed when a click changes them, so a test
// knows its click landed (a click sent before the window had focus is lost, as a person's is).
std::string choicesLine(const Choices& choices) {
    std::string line = "choices";
    for (const Held& held : choices) line += " " + held.row->name + "=" + heldText(held);
    return line;
}

enum class Answer { none, save, cancel };

// A select of a few choices as radio buttons, three to a line, each said where it is.
void radioWidget(Held& held, bool debugState) {
    ImGui::TextUnformatted(held.row->widget.label.c_str());
    int k = 0;
    for (const SettingWidget::Choice& choice : held.row->widget.choices) {
        ImGui::RadioButton((choice.value + "##" + held.row->name).c_str(), &held.choice, k++);
        sayWhere(debugState, held.row->name + "-" + choice.value);
        if (k % 3 != 0) ImGui::SameLine();
    }
    ImGui::NewLine();
}

void widget(Held& held, bool debugState) {
    const SettingWidget& w = held.row->widget;
    const char* label = w.label.c_str();
    switch (w.kind) {
    case SettingWidget::Kind::select: {
        const auto choiceLabel = [](void* data, int k, const char** text) {
            *text = static_cast<const SettingWidget*>(data)->choices[static_cast<std::size_t>(k)].label.c_str();
            return true;
        };
        ImGui::Combo(label, &held.choice, choiceLabel, const_cast<SettingWidget*>(&w), static_cast<int>(w.choices.size()));
        break;
    }
    case SettingWidget::Kind::boolean: ImGui::Checkbox(label, &held.on); break;
    case SettingWidget::Kind::text: ImGui::InputTextWithHint(label, "empty: the default", held.text, sizeof held.text); break;
    case SettingWidget::Kind::slider:
    case SettingWidget::Kind::spinbutton:
        if (w.invert) {
            ImGui::SliderFloat(label, &held.number, slowestRate(w) - 1, kFastestFramesPerSecond,
                               held.number >= slowestRate(w) ? "%.0f a second" : "the display's");
        } else {
            ImGui::SliderFloat(label, &held.number, static_cast<float>(w.low), static_cast<float>(w.high), "%.2f");
        }
        break;
    case SettingWidget::Kind::none: break;
    }
    sayWhere(debugState, held.row->name);
}

// One frame of the dialogue's widgets over the whole window: the few-choice selects first as
// radio buttons, then the rest in the table's order.
Answer buildDialogue(Choices& choices, const std::string& problem, bool debugState) {
    ImGuiIO& io = ImGui::GetIO();
    ImGui::SetNextWindowPos(ImVec2(0, 0));
    ImGui::SetNextWindowSize(io.DisplaySize);
    ImGui::Begin("zcity's screensaver", nullptr, ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoSavedSettings);
    const auto radios = [](const Held& held) {
        return held.row->widget.kind == SettingWidget::Kind::select && held.row->widget.choices.size() <= 4;
    };
    for (Held& held : choices) {
        if (radios(held)) radioWidget(held, debugState);
    }
    for (Held& held : choices) {
        if (!radios(held)) widget(held, debugState);
    }
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
    settings.height = 400;  // every row of the table's screensaver widgets and the buttons (tests/e2e/test_screensaver.py holds them inside)
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
            const std::variant<Options, std::string> chosen = optionsOf(choices);
            if (const auto* refused = std::get_if<std::string>(&chosen)) {
                problem = *refused;
                continue;
            }
            problem = writeSettingsText(path, screensaverFileText(std::get<Options>(chosen)));
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
