// app::settingTable — what a person sets, one row a setting: its name, its value's form and
// range, the line that refuses a bad value, where it applies and which doors it comes in by.
//
// The command line's options, a page's links (read and written), screensaver.ini (read and
// written), the presets, the screensaver dialogue's ranges and the generated zcity.xml are all
// made from these rows, so a setting's name, range and message are written here and nowhere
// else. The commands (--stats, --screenshot, ...) and the program's own switches (--quiet,
// --window-id, ...) are not settings and are declared with the command line. Pure values: no
// I/O, no SDL, no GL.
#pragma once

#include "cli/Options.hpp"
#include "scene/OverlayText.hpp"

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace app {

// The doors a setting comes in by besides the command line.
enum SettingDoor : unsigned {
    kLinkDoor = 1,             // a page's link: #NAME=VALUE, written back as the view changes
    kScreensaverFileDoor = 2,  // screensaver.ini, which the dialogue writes and --screensaver, /s and /p read
    // The web wallpaper's properties (Lively's and Wallpaper Engine's panels: cli/WallpaperRows),
    // made from the row's widget; a row with the link door goes into the page's link.
    kWallpaperDoor = 4,
};

// How a dialogue offers a row: the screensaver's (xscreensaver's zcity.xml, generated, and zcity's
// own /c) for a row of the screensaver file's door, the web wallpaper's hosts for one of the
// wallpaper's door. The range is what the widget offers, always inside what the row reads.
struct SettingWidget {
    enum class Kind { none, slider, spinbutton, select, boolean, text };
    struct Choice {
        std::string value;  // the row's text; the default's is the widget's default
        std::string label;
    };
    SettingWidget() = default;
    SettingWidget(Kind kind, std::string label, std::string lowLabel = "", std::string highLabel = "", double low = 0,
                  double high = 0, double byDefault = 0, bool invert = false)
        : kind(kind), label(std::move(label)), lowLabel(std::move(lowLabel)), highLabel(std::move(highLabel)), low(low),
          high(high), byDefault(byDefault), invert(invert) {}

    Kind kind = Kind::none;
    std::string label, lowLabel, highLabel;
    double low = 0, high = 0, byDefault = 0;  // slider, spinbutton
    bool invert = false;                      // a slider whose right end is the low value (a delay shown as a rate)
    std::vector<Choice> choices;              // select: the first is the default
    // Offered by zcity's own dialogue only: xscreensaver has no use for it (it runs a hack in a
    // window of its own on each monitor), and its zcity.xml leaves it out.
    bool ownDialogueOnly = false;
};

// How the settings panel (the window's F2, the page's) offers a row.
struct PanelWidget {
    int place = 0;      // top first: the window test clicks the widgets where they stand
    std::string label;  // the panel's words
    SettingKind kind = SettingKind::choice;
    std::vector<std::string> choices;  // a choice's values; "" first for "choose one" (a preset: applied, not kept)
    std::string shownDefault;          // shown where the row writes nothing: "none", "0", "fly"
    double low = 0, high = 0;          // degrees: the range besides 0
    bool eachLook = false;             // a toggle for each look of the look table, in the row's place
    // Kept between runs in the window's settings.ini (NAME=VALUE, where it applies): what the
    // person chose; not a preset (applied, not kept) nor how the camera starts.
    bool kept = false;
};

struct SettingRow {
    using Read = std::function<std::string(std::string_view text, Options& o)>;
    using Write = std::function<std::optional<std::string>(const Options& o)>;
    using Applies = std::function<bool(const Options& o)>;

    SettingRow(std::string name, std::string alias, std::string valueName, std::string help, unsigned doors, Read read,
               Write write, Applies applies, SettingWidget widget = {}, bool inOrder = false)
        : name(std::move(name)), alias(std::move(alias)), valueName(std::move(valueName)), help(std::move(help)),
          doors(doors), read(std::move(read)), write(std::move(write)), applies(std::move(applies)),
          widget(std::move(widget)), inOrder(inOrder) {}

    std::string name;       // --NAME, NAME= in links and files, -NAME as xscreensaver's hacks spell it
    std::string alias;      // an older name the command line still takes ("variant"), or ""
    std::string valueName;  // "DEGREES"; "" for a switch (1 or 0 in links and files)
    std::string help;
    unsigned doors = 0;  // SettingDoor bits
    // Reads the text into the options: "" when it is a value, else the one line that refuses it
    // ("--fov \"200\" is not 10 to 120 degrees"). A switch reads "1" (on) and "0" (off).
    Read read;
    // The options' value as text that read() takes back to the same value; nullopt where the row
    // holds its default (nothing to write).
    Write write;
    // Does the setting apply to what the options show (the scene, the world, the mode)? A value
    // out of scope is kept where it is held but never written into a link or a file.
    Applies applies;
    SettingWidget widget;  // Kind::none: offered by no dialogue
    bool inOrder = false;  // --look, --fog and --no-fog set one fog: the last given wins
    // Values it takes, the ends of its range among them: what the tests send through every door.
    std::vector<std::string> examples;
    std::optional<PanelWidget> panel;  // nullopt: not in the settings panel
};

const std::vector<SettingRow>& settingTable();
const SettingRow* settingNamed(std::string_view name);  // by name or alias; nullptr if none

// A number as the shortest text that reads back as the same double ("0.35", "33333", "1e-05").
std::string numberText(double value);

// The value read by the row, or its refusal, without the options it came with.
std::string readSetting(const SettingRow& row, std::string_view text, Options& o);

// A value set after the command line (a preset's, the settings panel's): read into `o` where the
// row reads it, the row applies to what `o` shows, and no rule refuses what it then says that did
// not before (a preset's clock is never the reason a day look is refused). A preset named is
// applied at once. false, and `o` untouched, otherwise.
bool applyInScope(const SettingRow& row, std::string_view text, Options& o);

} // namespace app
