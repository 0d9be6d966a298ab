#include "DisplayFrames.hpp"

#include "cli/PanelRows.hpp"
#include "views/View.hpp"

#include "engine/FrameGl.hpp"

#include <algorithm>

namespace app {

using Displays = WindowSettings::Displays;

DisplayFrames::DisplayFrames(const ViewerState& start, Displays displays, const engine::Programs& programs, ViewerHost& host,
                             double scale, int largestSide)
    : start_(start), displays_(displays), programs_(programs), host_(host), scale_(scale), largestSide_(largestSide) {}

void DisplayFrames::drawPanes(ViewerCore& first, const std::vector<Pane>& panes, int width, int height, double elapsedMs,
                              const engine::FlyKeys& held) {
    engine::beginFrame(engine::makeFrame(width, height));
    targets_.resize(panes.size());
    std::vector<Drawn> drawn;
    for (std::size_t k = 0; k < panes.size(); k++) {
        const ScreenRect& place = panes[k].place;
        const RenderSize render = renderSize(place.width, place.height, scale_, largestSide_);
        if (render.width == 0) continue;
        const ScreenRect shown{place.x, height - place.y - place.height, place.width, place.height};  // GL's rows: bottom up
        drawPane(first, k, static_cast<std::size_t>(panes[k].city), render, shown, drawn, elapsedMs, held);
    }
}

void DisplayFrames::drawSurfaces(ViewerCore& first, const std::vector<DisplaySurface>& surfaces,
                                 const std::function<void(int)>& makeCurrent, const std::function<void(int)>& swap,
                                 double elapsedMs, const engine::FlyKeys& held) {
    ScreenRect all;  // round every display, for span
    for (std::size_t k = 0; k < surfaces.size(); k++) {
        const ScreenRect& p = surfaces[k].place;
        const int right = k ? std::max(all.x + all.width, p.x + p.width) : p.x + p.width;
        const int bottom = k ? std::max(all.y + all.height, p.y + p.height) : p.y + p.height;
        all.x = k ? std::min(all.x, p.x) : p.x;
        all.y = k ? std::min(all.y, p.y) : p.y;
        all.width = right - all.x;
        all.height = bottom - all.y;
    }
    const auto cityOf = [&](std::size_t k) { return displays_ == Displays::each ? k : 0; };
    if (displays_ == Displays::span) first.advance(elapsedMs, held);
    targets_.resize(surfaces.size());
    std::vector<Drawn> drawn;
    for (std::size_t k = surfaces.size(); k-- > 0;) {
        const DisplaySurface& s = surfaces[k];
        if (s.width == 0 || s.height == 0) continue;
        makeCurrent(static_cast<int>(k));
        if (displays_ == Displays::mainOnly && k > 0) {
            engine::beginFrame(engine::makeFrame(s.width, s.height));  // black
        } else if (displays_ == Displays::span) {
            engine::Frame part = engine::framePart(engine::makeFrame(all.width, all.height, first.frameStyle()),
                                                   s.place.x - all.x, s.place.y - all.y, s.place.width, s.place.height);
            part.width = s.width;  // the display's pixels: its scale times its size in the layout
            part.height = s.height;
            first.draw(programs_, part, k == 0 ? elapsedMs : 0);
        } else {
            // Through a target where the picture is copied: to a surface still to draw that shows
            // the same city at the same size, or from one drawn already.
            bool shared = false;
            for (std::size_t j = 0; j < surfaces.size() && displays_ != Displays::mainOnly; j++) {
                shared = shared || (j != k && cityOf(j) == cityOf(k) && surfaces[j].width == s.width &&
                                    surfaces[j].height == s.height);
            }
            if (shared) {
                drawPane(first, k, cityOf(k), RenderSize{s.width, s.height, false}, ScreenRect{0, 0, s.width, s.height}, drawn,
                         elapsedMs, held);
            } else {
                const bool again = moved(drawn, cityOf(k));
                city(first, cityOf(k)).frame(programs_, s.width, s.height, again ? 0 : elapsedMs, again ? engine::FlyKeys{} : held);
                drawn.push_back(Drawn{cityOf(k), s.width, s.height, std::nullopt});
            }
        }
        swap(static_cast<int>(k));
    }
}

void DisplayFrames::drawWindows(ViewerCore& first, GlWindow& window, double elapsedMs, const engine::FlyKeys& held) {
    std::vector<DisplaySurface> surfaces(static_cast<std::size_t>(window.windowCount()));
    for (int k = 0; k < window.windowCount(); k++) {
        DisplaySurface& s = surfaces[static_cast<std::size_t>(k)];
        SDL_Rect bounds{0, 0, 1, 1};
        SDL_GetDisplayBounds(std::max(SDL_GetWindowDisplayIndex(window.sdl(k)), 0), &bounds);
        s.place = ScreenRect{bounds.x, bounds.y, bounds.w, bounds.h};
        window.drawableSize(k, s.width, s.height);
    }
    drawSurfaces(first, surfaces, [&](int k) { window.makeCurrent(k); },
                 [&](int k) {
                     if (k > 0) window.swap(k);
                 },
                 elapsedMs, held);
}

// City `city` rendered at `render`'s size into target k and copied to `shown` of the framebuffer
// bound; or, where this frame already kept that city at that size (same's other displays, side
// by side: one city drawn once a frame), that copied again. The first picture of each city
// moves its clock and camera; the others draw that moment.
void DisplayFrames::drawPane(ViewerCore& first, std::size_t k, std::size_t city, const RenderSize& render,
                             const ScreenRect& shown, std::vector<Drawn>& drawn, double elapsedMs, const engine::FlyKeys& held) {
    for (const Drawn& d : drawn) {
        if (d.target && d.city == city && d.width == render.width && d.height == render.height) {
            targets_[*d.target]->showIn(shown.x, shown.y, shown.width, shown.height);
            return;
        }
    }
    const bool again = moved(drawn, city);
    std::optional<engine::OffscreenTarget>& target = targets_[k];
    if (!target || target->width() != render.width || target->height() != render.height) {
        target.emplace(render.width, render.height);
    }
    {
        const auto bound = target->bind();
        this->city(first, city).frame(programs_, render.width, render.height, again ? 0 : elapsedMs,
                                      again ? engine::FlyKeys{} : held);
    }
    drawn.push_back(Drawn{city, render.width, render.height, k});
    target->showIn(shown.x, shown.y, shown.width, shown.height);
}

bool DisplayFrames::moved(const std::vector<Drawn>& drawn, std::size_t city) {
    return std::any_of(drawn.begin(), drawn.end(), [&](const Drawn& d) { return d.city == city; });
}

// each: the window's own city on the first display, a city of its own on each other, the next
// seeds after the first's, as xscreensaver's hack on each monitor grows its own; made when a
// display first shows it.
ViewerCore& DisplayFrames::city(ViewerCore& first, std::size_t k) {
    if (k == 0) return first;
    while (nextCities_.size() < k) {
        ViewerState state = start_;
        state.scene.seed += static_cast<std::uint32_t>(nextCities_.size() + 1);
        nextCities_.push_back(std::make_unique<ViewerCore>(state, viewMaker(programs_, EarlyCity{}), host_, panelRows(), false));
        nextCities_.back()->loadScene();
    }
    return *nextCities_[k - 1];
}

} // namespace app
