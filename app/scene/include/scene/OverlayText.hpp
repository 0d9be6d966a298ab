// app::OverlayText — what the on-screen overlay says, as plain text and values: the status line,
// the world's loading line, and the short messages that fade.
//
// Pure: no ImGui, no SDL, no GL. The viewer fills it in and platform/Overlay shows it, so every
// word the overlay shows can be unit-tested without a window.
#pragma once

#include "scene/SceneSettings.hpp"
#include "scene/ViewFigures.hpp"

#include "engine/FlyCamera.hpp"

#include <cstdint>
#include <deque>
#include <optional>
#include <string>
#include <vector>

namespace app {

// What the status line tells.
struct StatusFigures {
    std::uint32_t seed = 0;
    bool seeded = true;               // does the seed choose what is shown (not the terrain's)?
    std::string scene;
    engine::CameraPose pose;
    double frameMs = 0, fps = 0;
    std::optional<double> viewDistance;
    ViewFigures view;
    bool world = false;
};

// Two lines: "seed 0xA749F86C  tidied  x 12 y 200 z -40  heading 20 N pitch -50" and
// "16.7 ms 60 fps  buildings 213  boxes 656" (the world's: view distance, cities, boxes, cache).
std::string statusLine(const StatusFigures& s);

// "Growing the world: 12 of 74 cities in view ready" while the world's first cities grow;
// nothing once everything in view is drawn (or outside the world).
std::optional<std::string> loadingLine(const ViewFigures& f, bool world);

// The compass point of a yaw (degrees, the originals' convention: 0 looks along -z, north).
std::string compassPoint(double yawDegrees);

// Short messages that stay a few seconds and fade: "fog on", "PageUp: view distance is for
// --world". Times are the caller's clock, in seconds.
class Messages {
public:
    static constexpr double kShownSeconds = 3;   // at full strength
    static constexpr double kFadeSeconds = 1;    // then fading out
    static constexpr std::size_t kMostShown = 4; // older ones go when a fifth comes

    void post(std::string text, double now);

    struct Shown {
        std::string text;
        float alpha;  // 1 while fresh, down to 0 as it fades
    };
    // The messages still showing at `now`, oldest first. Drops those that have faded.
    std::vector<Shown> visible(double now);

private:
    struct Message {
        std::string text;
        double postedAt;
    };
    std::deque<Message> messages_;
};

// One row of the settings panel as shown (viewer/Settings.hpp's rows make them): what it is
// and its value now.
enum class SettingKind { toggle, choice, degrees, text };
struct SettingShown {
    std::string name, label;
    SettingKind kind = SettingKind::toggle;
    std::vector<std::string> choices;  // a choice's values, in order
    std::string value;  // "1" or "0"; a choice; degrees, "0" for the scene's own lens; a text, "" for none
    double low = 0, high = 0;  // degrees: the range besides 0 (a slider's 1 to low-1 is sent as low)
};

// What the person set in the settings panel: a row's new value, or the panel closed.
struct SettingRequest {
    std::string name, value;
    bool close = false;
};

// What the overlay shows this frame.
struct OverlayContent {
    std::optional<std::vector<SettingShown>> settings;  // the settings panel, while it is open
    bool help = false;
    bool status = true;
    std::string statusLine;
    std::optional<std::string> loading;
    std::vector<Messages::Shown> messages;
};

// What the person asked for in the seed box this frame.
struct SeedRequest {
    std::optional<std::uint32_t> seed;  // typed, or random: show it
    bool fromRandom = false;            // the seed is Random's (the box stays open for another)
    bool previous = false;              // the seed before this one
    bool close = false;                 // Esc or Cancel
};

class SeedHistory {
public:
    explicit SeedHistory(std::uint32_t first) : seeds_{first} {}
    void moveTo(std::uint32_t seed);            // a new seed is shown
    std::optional<std::uint32_t> previous();    // back one (and forget the one left), if any
    std::uint32_t current() const { return seeds_.back(); }

private:
    std::vector<std::uint32_t> seeds_;
};

} // namespace app
