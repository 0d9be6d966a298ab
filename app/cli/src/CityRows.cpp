#include "SettingRowParts.hpp"

#include "scene/NightCity.hpp"

#include "zsystem/Grid.hpp"

#include <cctype>

namespace app::rows {
namespace {

std::string sceneHelp() {
    std::string text = "The scene:";
    for (const SceneInfo& info : sceneTable()) text += " " + std::string(info.name) + " (" + std::string(info.summary) + "),";
    text.back() = '.';
    return text + " --variant is its first name";
}

std::string bytesText(std::size_t bytes) {
    if (bytes % (std::size_t{1} << 20) == 0) return std::to_string(bytes >> 20) + "M";
    return std::to_string(bytes);
}

} // namespace

// The grown city: the seed, the scene and what it is grown with.
void addSceneRows(std::vector<SettingRow>& rows) {
    rows.push_back({"seed", "", "S", "City seed, decimal or 0x hex (default 0xA749F86C)",
                    kLinkDoor | kScreensaverFileDoor | kWallpaperDoor,
                    reader("seed", parseSeed, "is not a number from 0 to 4294967295 (decimal or 0x hex)",
                           [](Options& o, std::uint32_t seed) { o.scene.seed = seed; }),
                    [](const Options& o) -> std::optional<std::string> { return seedText(o.scene.seed); }, always,
                    {SettingWidget::Kind::text, "Seed"}});
    // The screensaver's scenes: the night cities first (the first is its default), then the
    // originals' cities by day.
    SettingWidget scenes{SettingWidget::Kind::select, "Scene"};
    for (const SceneInfo& info : sceneTable()) {
        if (kindOf(info.scene).night()) scenes.choices.push_back({std::string(info.name), std::string(info.summary) + ", by night"});
    }
    for (const SceneInfo& info : sceneTable()) {
        if (!kindOf(info.scene).night() && kindOf(info.scene).gridded()) {
            // The summary less the command line's ", the default", which the screensaver's is not.
            std::string label(info.summary.substr(0, info.summary.find(", the default")));
            label[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(label[0])));
            scenes.choices.push_back({std::string(info.name), label + ", by day"});
        }
    }
    rows.push_back({"scene", "variant", "NAME", sceneHelp(), kLinkDoor | kScreensaverFileDoor | kWallpaperDoor,
                    reader("scene", parseScene, "is not " + sceneNames(), [](Options& o, Scene scene) { o.scene.scene = scene; }),
                    [](const Options& o) -> std::optional<std::string> { return std::string(sceneName(o.scene.scene)); }, always,
                    scenes});
}

// What grows with the night cities: a sign of one's own, a larger Pixel City.
void addNightRows(std::vector<SettingRow>& rows) {
    rows.push_back({"sign", "", "TEXT",
                    "A sign of your own among the seed's names, on the first skyscraper (" + scenesWhere(&SceneKind::night, ",") +
                        "): up to 14 letters, digits, spaces, & - or . (\"\" for none, the default)",
                    kLinkDoor,
                    reader("sign",
                           [](std::string_view text) {
                               // "": no sign of one's own, the default (the panel's field emptied)
                               return text.empty() || signTextFits(text) ? std::optional<std::string>(text) : std::nullopt;
                           },
                           "is not 1 to 14 letters, digits, spaces, & - or .",
                           [](Options& o, const std::string& text) { o.scene.signText = text; }),
                    [](const Options& o) {
                        return o.scene.signText.empty() ? std::nullopt : std::optional<std::string>(o.scene.signText);
                    },
                    night});
    rows.back().panel = PanelWidget{4, "sign text", SettingKind::text, {}, "", 0, 0, false, true};
    rows.push_back({"city-size", "", "CELLS",
                    "Pixel City's side in cells: the original's 1024 (default) up to 4096, 16 times its buildings", kLinkDoor,
                    reader("city-size",
                           [](std::string_view text) {
                               const auto size = parseInteger(text);
                               return size && zs::pixelcity::worldSizeFits(*size) ? size : std::nullopt;
                           },
                           "is not a whole number from 1024 to 4096",
                           [](Options& o, long long size) { o.scene.citySize = static_cast<int>(size); }),
                    [](const Options& o) { return numberUnless(o.scene.citySize, zs::pixelcity::kWorldSize); },
                    [](const Options& o) { return kindOf(o.scene.scene).growsLarger() && !o.world.enabled; }});
    // Last in the panel: the window test's clicks find the rows above where they were.
    rows.back().panel = PanelWidget{7, "city size", SettingKind::choice, {"1024", "2048", "3072", "4096"}, "1024", 0, 0, false,
                                    true};
}

// The grid of cities and the endless world.
void addWorldRows(std::vector<SettingRow>& rows) {
    rows.push_back({"grid", "", "N", "An odd N: the N x N cities of GameDraw's loop, centred on the origin (default 1)", kLinkDoor,
                    [](std::string_view text, Options& o) {
                        const std::string shown(text);
                        const auto grid = parseInteger(text);
                        if (!grid) return "--grid \"" + shown + "\" is not a whole number";
                        if (*grid <= 0) return "--grid must be a positive odd number, not " + shown;
                        if (*grid % 2 == 0) return "--grid must be odd so the grid is centred on the origin, not " + shown;
                        if (*grid > zs::kMaxGridSide) {
                            return "--grid " + shown + " is too large to generate in memory (at most " +
                                   std::to_string(zs::kMaxGridSide) + ")";
                        }
                        o.scene.grid = static_cast<int>(*grid);
                        return std::string();
                    },
                    [](const Options& o) { return numberUnless(o.scene.grid, SceneSettings{}.grid); },
                    [](const Options& o) { return kindOf(o.scene.scene).gridded(); }});
    rows.push_back({"world", "", "",
                    "An endless world streamed as you fly: every city (i, j) of GameDraw's loop; with " +
                        scenesWhere(&SceneKind::night) + ", an endless night of their cities",
                    kLinkDoor, switchReader("world", [](Options& o, bool on) { o.world.enabled = on; }),
                    switchWriter([](const Options& o) { return o.world.enabled; }),
                    [](const Options& o) { return kindOf(o.scene.scene).endlessWorld(); }});
    rows.push_back({"walk", "", "", "Start on foot at street level (" + scenesWhere(&SceneKind::walkable) +
                                        "): WASD or the arrows walk, the mouse looks",
                    kLinkDoor, switchReader("walk", [](Options& o, bool on) { o.walk = on; }),
                    switchWriter([](const Options& o) { return o.walk; }),
                    [](const Options& o) { return kindOf(o.scene.scene).walkable() && !o.world.enabled; }});
    rows.push_back({"view-distance", "", "UNITS",
                    "How far the world is drawn, up to the 30,000 far plane (default 8000; the window's on a GPU: 30000)",
                    kLinkDoor,
                    reader("view-distance", numberFrom(1, kMaxViewDistance), "is not 1 to 30000 (the far plane)",
                           [](Options& o, double d) { o.world.viewDistance = d; }),
                    [](const Options& o) { return numberUnless(o.world.viewDistance, kDefaultViewDistance); },
                    [](const Options& o) { return o.world.enabled && !night(o); }});
}

// The world's own: how much memory, how fine, how many threads.
void addStreamingRows(std::vector<SettingRow>& rows) {
    rows.push_back({"cache-budget", "", "SIZE", "The world's cache and GPU arena, bytes with K, M or G (default 256M)", 0,
                    reader("cache-budget",
                           [](std::string_view text) {
                               const auto bytes = parseBytes(text);
                               return bytes && *bytes >= (std::size_t{1} << 20) ? bytes : std::nullopt;
                           },
                           "is not a size of 1M or more (like 256M or 2G)",
                           [](Options& o, std::size_t bytes) { o.world.cacheBudget = bytes; }),
                    [](const Options& o) {
                        return o.world.cacheBudget == WorldSettings{}.cacheBudget ? std::nullopt
                                                                                  : std::optional<std::string>(bytesText(o.world.cacheBudget));
                    },
                    [](const Options& o) { return o.world.enabled; }});
    rows.push_back({"detail", "", "PIXELS",
                    "The world's level of detail: boxes at least this many pixels across are drawn (default 1.5); 0 draws "
                    "every box",
                    0,
                    reader("detail", numberFrom(0, 100), "is not 0 to 100 pixels",
                           [](Options& o, double pixels) { o.world.detailPixels = pixels; }),
                    [](const Options& o) { return numberUnless(o.world.detailPixels, WorldSettings{}.detailPixels); },
                    [](const Options& o) { return o.world.enabled; }});
    rows.push_back({"workers", "", "N", "Threads that grow cities for the world (default: from the cores)", 0,
                    reader("workers", wholeFrom(1, 64), "is not 1 to 64",
                           [](Options& o, long long n) { o.world.workers = static_cast<int>(n); }),
                    [](const Options& o) { return numberUnless(o.world.workers, WorldSettings{}.workers); },
                    [](const Options& o) { return o.world.enabled; }});
}

// The fractal ground's two readings of the seed.
void addTerrainRows(std::vector<SettingRow>& rows) {
    rows.push_back({"terrain", "", "MODE", "faithful (the seed's Terrain_GetHeight, default) or fixed (whole plane, bilinear)",
                    kLinkDoor,
                    reader("terrain", zs::parseTerrainMode, "is not faithful or fixed",
                           [](Options& o, zs::TerrainMode mode) { o.scene.terrain = mode; }),
                    [](const Options& o) {
                        return o.scene.terrain == SceneSettings{}.terrain
                                   ? std::nullopt
                                   : std::optional<std::string>(zs::terrainModeName(o.scene.terrain));
                    },
                    always});
    rows.push_back({"terrain-layout", "", "NAME", "grid (Terrain_Draw's 81x81 squares, default) or rings (Terrain_GetPoint)",
                    kLinkDoor,
                    reader("terrain-layout", parseTerrainLayout, "is not grid or rings",
                           [](Options& o, TerrainLayout layout) { o.scene.layout = layout; }),
                    [](const Options& o) {
                        return o.scene.layout == SceneSettings{}.layout
                                   ? std::nullopt
                                   : std::optional<std::string>(terrainLayoutName(o.scene.layout));
                    },
                    always});
}

} // namespace app::rows
