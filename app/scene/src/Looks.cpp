#include "scene/Looks.hpp"

#include "scene/SceneKind.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <iterator>

namespace app {
namespace {

// The original's letters where they are free (its G, L); its E, T and W went to the keyboard
// flight, so bloom, flat walls and wireframe moved to I, X and Z.
constexpr LookRow kLooks[] = {
    {"fog", 'g', "fog, on or off: a haze to the sky (on in the world), the night cities' black fog", "fog", nullptr},
    {"bloom", 'i', "pixelcity: bloom, on or off", "bloom", &engine::NightStyle::bloom},
    {"flat", 'x', "pixelcity: flat walls (solid pale walls, no sky), on or off", "flat walls",
     &engine::NightStyle::flatWalls},
    {"wireframe", 'z', "pixelcity: wireframe over the picture, on or off", "wireframe", &engine::NightStyle::wireframe},
    {"letterbox", 'l', "pixelcity: letterbox (the middle two thirds), on or off", "letterbox",
     &engine::NightStyle::letterbox},
    {"modern", 'm',
     "pixelcity: zcity's crisper night (a 60-degree lens, lit trim lines, lane-wide car lamps, red tail-lights), "
     "or the original's, on or off",
     "zcity's modern look", &engine::NightStyle::modern},
    {"day", '1', "pixelcity and redux: by day (blue sky, concrete and glass, no lamps), or by night", "day",
     &engine::NightStyle::day},
    {"shadowed", '2', "pixelcity and redux: by day with the sun's shadows (the day with them), on or off",
     "the sun's shadows", &engine::NightStyle::shadowed},
};

// Skies a person reached for in WebPixelCity, each in a word; black is the original's night,
// blue the day look's own (engine::kDaySky).
constexpr SkyColourRow kSkyColours[] = {
    {"black", {0, 0, 0}},
    {"midnight", {0.02f, 0.03f, 0.10f}},
    {"dusk", {0.16f, 0.09f, 0.22f}},
    {"smog", {0.20f, 0.14f, 0.08f}},
    {"overcast", {0.45f, 0.47f, 0.50f}},
    {"blue", engine::kDaySky},
};

int hexValue(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

// A byte as 0-255 of 255, the way a colour picker writes it.
int byteOf(float channel) { return static_cast<int>(std::lround(std::clamp(channel, 0.0f, 1.0f) * 255)); }

} // namespace

SkyColourRows skyColourTable() { return SkyColourRows{std::begin(kSkyColours), std::end(kSkyColours)}; }

std::optional<glm::vec3> parseSkyColour(std::string_view text) {
    for (const SkyColourRow& row : kSkyColours) {
        if (row.name == text) return row.rgb;
    }
    if (!text.empty() && text.front() == '#') text.remove_prefix(1);
    if (text.size() != 6) return std::nullopt;
    float channels[3];
    for (int c = 0; c < 3; c++) {
        const int high = hexValue(text[std::size_t(2 * c)]), low = hexValue(text[std::size_t(2 * c + 1)]);
        if (high < 0 || low < 0) return std::nullopt;
        channels[c] = static_cast<float>(high * 16 + low) / 255.0f;
    }
    return glm::vec3(channels[0], channels[1], channels[2]);
}

std::string skyColourText(const glm::vec3& rgb) {
    for (const SkyColourRow& row : kSkyColours) {
        if (byteOf(row.rgb.r) == byteOf(rgb.r) && byteOf(row.rgb.g) == byteOf(rgb.g) && byteOf(row.rgb.b) == byteOf(rgb.b)) {
            return std::string(row.name);
        }
    }
    char text[8];
    std::snprintf(text, sizeof text, "%02x%02x%02x", byteOf(rgb.r), byteOf(rgb.g), byteOf(rgb.b));
    return text;
}

LookRows lookTable() { return LookRows{std::begin(kLooks), std::end(kLooks)}; }

const LookRow* lookForKey(char key) {
    for (const LookRow& row : kLooks) {
        if (row.key == key) return &row;
    }
    return nullptr;
}

bool fogByDefault(Scene scene, bool world) { return kindOf(scene).night() || world; }

bool lookOn(const LookRow& row, const LookChoice& choice, Scene scene, bool world) {
    if (!row.field) return choice.fog.value_or(fogByDefault(scene, world));
    return choice.night.*row.field;
}

void setLook(const LookRow& row, LookChoice& choice, bool on) {
    if (!row.field) {
        choice.fog = on;
    } else {
        choice.night.*row.field = on;
    }
    // The clock makes the day and the night itself (--time with --look day is refused): a day
    // look turned on stops it.
    if (dayLookChosen(choice)) choice.clock.reset();
}

bool dayLookChosen(const LookChoice& choice) { return choice.night.day || choice.night.shadowed; }

std::optional<LookChoice> parseLooks(std::string_view text) {
    // An empty list or item names no look: an error like any other, never taken silently.
    if (text.empty() || text.back() == ',') return std::nullopt;
    LookChoice choice;
    while (!text.empty()) {
        const std::size_t comma = text.find(',');
        std::string_view item = text.substr(0, comma);
        text = comma == std::string_view::npos ? std::string_view{} : text.substr(comma + 1);
        const bool on = item.substr(0, 3) != "no-";
        if (!on) item.remove_prefix(3);
        const LookRow* named = nullptr;
        for (const LookRow& row : kLooks) {
            if (row.name == item) named = &row;
        }
        if (!named) return std::nullopt;
        setLook(*named, choice, on);
    }
    return choice;
}

std::string lookList(const LookChoice& choice, Scene scene, bool world) {
    std::string text;
    for (const LookRow& row : kLooks) {
        text += (text.empty() ? "" : ",") + std::string(lookOn(row, choice, scene, world) ? "" : "no-") + std::string(row.name);
    }
    return text;
}

std::string chosenLooks(const LookChoice& choice) {
    std::string text;
    for (const LookRow& row : kLooks) {
        std::optional<bool> on = choice.fog;
        if (row.field) on = choice.night.*row.field;
        if (!on || (row.field && *on == LookChoice{}.night.*row.field)) continue;
        text += (text.empty() ? "" : ",") + std::string(*on ? "" : "no-") + std::string(row.name);
    }
    return text;
}

std::string looksOn(const LookChoice& choice, Scene scene, bool world) {
    std::string text;
    for (const LookRow& row : kLooks) {
        if (lookOn(row, choice, scene, world)) text += std::string(row.name) + ",";
    }
    if (text.empty()) return "none";
    text.pop_back();
    return text;
}

std::string lookNames() { return namesOf(lookTable()); }

std::string lookHelp() {
    std::string defaults;
    for (const LookRow& row : kLooks) {
        if (lookOn(row, LookChoice{}, Scene::pixelcity, false)) defaults += (defaults.empty() ? "" : ", ") + std::string(row.name);
    }
    return "The looks, comma-separated: " + lookNames() + " (on by default in pixelcity: " + defaults +
           "); no-NAME turns one off (pixelcity's and redux's; fog in any scene)";
}

engine::FrameStyle lookStyle(Scene scene, bool world, const LookChoice& choice, engine::Palette palette,
                             const MachineTime& machine) {
    engine::FrameStyle style = sceneInfo(scene).style;
    const bool alwaysModern = style.night.modern;  // the scene's row says (Redux's night is zcity's own)
    style.night = choice.night;
    if (alwaysModern) style.night.modern = true;
    if (choice.night.modern && kindOf(scene).night()) style.lens = engine::Lens{};  // zcity's 60 degrees
    if (choice.fieldOfView) style.lens = engine::Lens{*choice.fieldOfView, false};
    style.night.day = dayLookChosen(choice);
    if (style.night.day && kindOf(scene).night()) style.clearColour = engine::kDaySky;
    // The night cities' sky: the clear colour, which their renderer's haze by day follows.
    if (choice.sky && kindOf(scene).night()) style.clearColour = *choice.sky;
    style.fog = choice.fog.value_or(fogByDefault(scene, world));
    style.palette = palette;
    if (choice.clock && kindOf(scene).night()) {
        style = underTheSun(style, sunOfTheClock(*choice.clock, choice.place, machine), choice.sky.has_value());
    }
    return style;
}

} // namespace app
