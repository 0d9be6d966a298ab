// app::Look and the look table — the looks a person turns on and off, one row each: the word
// --look takes, the key that toggles it in the window, the help line, and the field it sets.
// --look, the key table's help, the viewer's toggles and the README's check all read the rows,
// so a new look is a row here, a field in engine::NightStyle, and what draws it.
// Pure values: no SDL, no GL.
#pragma once

#include "scene/Daylight.hpp"
#include "scene/TableRows.hpp"
#include "scene/Scenes.hpp"

#include "engine/Frame.hpp"

#include <optional>
#include <string>
#include <string_view>

namespace app {

// What the person chose of the looks: the fog (nullopt: each scene's default, fogByDefault) and
// Pixel City's others.
struct LookChoice {
    std::optional<bool> fog;
    engine::NightStyle night;
    // --fov's vertical field of view in degrees (nullopt: the scene's lens, or the modern look's 60).
    std::optional<double> fieldOfView;
    // --sky's colour over the night cities (nullopt: the look's own, black by night and blue by day).
    std::optional<glm::vec3> sky;
    // --time: the night cities by the hour (scene/Daylight.hpp); nullopt: always the night.
    std::optional<engine::ClockTime> clock;
    std::optional<Place> place;  // --place: where the clock's sun is seen from; nullopt: assumed
};

// The sky colours with names, as --sky and the settings panel offer them.
struct SkyColourRow {
    std::string_view name;
    glm::vec3 rgb;
};
using SkyColourRows = TableRows<SkyColourRow>;
SkyColourRows skyColourTable();
// A name of the table, or six hex digits with or without '#' ("203050", "#203050"); nullopt else.
std::optional<glm::vec3> parseSkyColour(std::string_view text);
// The colour's name in the table, or its six hex digits ("203050"): what parseSkyColour reads back.
std::string skyColourText(const glm::vec3& rgb);

struct LookRow {
    std::string_view name;  // --look's word, and the debug state's
    char key;               // the window's key for it (a letter: SDL's key codes for letters are theirs)
    std::string_view help;  // the key's help line
    std::string_view said;  // the window's message when it is toggled: "flat walls on"
    // The NightStyle field it sets; nullptr for the fog, which is the frame's own (FrameStyle::fog).
    bool engine::NightStyle::*field;
};

// Every look, in the order --look and the debug state list them.
using LookRows = TableRows<LookRow>;
LookRows lookTable();

// The row whose key this is, or nullptr.
const LookRow* lookForKey(char key);

// Is the fog on unless the person says? In the night cities, as in the original (its black fog);
// in the endless world, whose edge it hides; not in the day scenes, whose originals had none.
bool fogByDefault(Scene scene, bool world);

// Is the look on, in this scene (the fog's default is the scene's)?
bool lookOn(const LookRow& row, const LookChoice& choice, Scene scene, bool world);
// Turns the look on or off; the day and shadowed looks turned on stop --time's clock.
void setLook(const LookRow& row, LookChoice& choice, bool on);
// Is the day look chosen: day, or shadowed (the shadows are the sun's)? The clock (--time) makes
// its own day, so a choice never holds both.
bool dayLookChosen(const LookChoice& choice);

// --look's list, "fog,bloom,flat" (each named to turn it on, with no- to turn it off), over the
// defaults; nullopt for an unknown word or an empty item ("", "flat,", ",,").
std::optional<LookChoice> parseLooks(std::string_view text);
// Every look, on or off, as --look takes them: "fog,bloom,no-flat,no-wireframe,no-letterbox".
std::string lookList(const LookChoice& choice, Scene scene, bool world);
// What the person chose over the defaults, as --look takes it ("no-bloom,day"; the fog only where
// chosen, whatever the scene): "" for the defaults. parseLooks reads it back.
std::string chosenLooks(const LookChoice& choice);
// The looks on in this scene, "fog,bloom", or "none".
std::string looksOn(const LookChoice& choice, Scene scene, bool world);
// "fog, bloom, flat, wireframe, letterbox": the words --look takes.
std::string lookNames();
// --look's help, from the table: its words, and which are on by default in Pixel City.
std::string lookHelp();

// A frame's look: the scene's own style with the person's choices over it — Pixel City's looks,
// the colour crush, and the fog resolved once (nullopt: the scene's default), for the window, the
// picture and the flight alike. In the night cities --time's sun over it, at the moment the
// clock's reading `machine` gives.
engine::FrameStyle lookStyle(Scene scene, bool world, const LookChoice& choice, engine::Palette palette,
                             const MachineTime& machine);

} // namespace app
