// app::WornSheets — whose window sheets a night view's renderer wears (sheetRulesFor): the
// original's in Pixel City's original look, ours in its modern look, by day and in Redux. When the
// look wants the other rules (M, the clock's day) it grows them from the seed and uploads them.
// It never grows sheets the renderer already wears, and keeps no copy of them.
#pragma once

#include "scene/NightCity.hpp"

#include "engine/NightRenderer.hpp"

#include <cstdint>

namespace app {

class WornSheets {
public:
    // `worn`: the rules of the sheets the renderer was made with.
    WornSheets(Kind kind, std::uint32_t seed, zs::pixelcity::SheetRules worn) : kind_(kind), seed_(seed), worn_(worn) {}

    // Before a frame in `look` is drawn.
    void follow(const engine::NightStyle& look, engine::NightRenderer& renderer) {
        const zs::pixelcity::SheetRules wanted = sheetRulesFor(kind_, look);
        if (wanted == worn_) return;
        renderer.uploadWindowSheets(zs::pixelcity::growWindowSheets(seed_, wanted));
        worn_ = wanted;
    }

private:
    Kind kind_;
    std::uint32_t seed_;
    zs::pixelcity::SheetRules worn_;
};

} // namespace app
