// zcity_dump_boxes SCENE SEED [GRID]: the --dump-boxes text of one scene, on standard output,
// from zcity_scene alone (no GL, no SDL, no command line). scripts/check-determinism.sh builds
// it with two compilers at two optimisations and compares its text with zcity's own, so the
// check builds a quarter of the program four times instead of all of it.
#include "scene/SceneKind.hpp"
#include "scene/SceneSettings.hpp"

#include <cstdio>
#include <cstdlib>
#include <string>

namespace {

bool readWhole(const char* text, unsigned long max, unsigned long& out) {
    char* end = nullptr;
    out = std::strtoul(text, &end, 0);  // base 0: the check's seeds are decimal and 0x… hex
    return *text != '\0' && *end == '\0' && out <= max;
}

} // namespace

int main(int argc, char** argv) {
    unsigned long seed = 0, grid = 1;
    const auto scene = argc >= 3 ? app::parseScene(argv[1]) : std::nullopt;
    if (argc < 3 || argc > 4 || !scene || !readWhole(argv[2], 0xFFFFFFFFul, seed) ||
        (argc == 4 && !readWhole(argv[3], 64, grid))) {
        std::fprintf(stderr, "usage: zcity_dump_boxes SCENE SEED [GRID]\n");
        return 2;
    }
    app::SceneSettings settings;
    settings.scene = *scene;
    settings.seed = static_cast<std::uint32_t>(seed);
    settings.grid = static_cast<int>(grid);
    app::kindOf(settings.scene).dump(
        settings, app::BoxColumns::published,
        [](std::string_view piece) { std::fwrite(piece.data(), 1, piece.size(), stdout); }, [](double) {});
    return std::fflush(stdout) == 0 ? 0 : 1;
}
