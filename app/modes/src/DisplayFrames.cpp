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

void DisplayFrames::drawWindows(ViewerCore& first, GlWindow& window, double elapsedMs, const engine::FlyKeys& held) {
    const int count = window.windowCount();
    std::vector<SDL_Rect> places(static_cast<std::size_t>(count));
    SDL_Rect all{0, 0, 0, 0};  // round every display, for span
    for (int k = 0; k < count; k++) {
        SDL_Rect& place = places[static_cast<std::size_t>(k)];
        if (SDL_GetDisplayBounds(std::max(SDL_GetWindowDisplayIndex(window.sdl(k)), 0), &place) != 0) place = SDL_Rect{0, 0, 1, 1};
        if (k == 0) {
            all = place;
        } else {
            SDL_UnionRect(&all, &place, &all);
        }
    }
    if (displays_ == Displays::span) first.advance(elapsedMs, held);
    targets_.resize(static_cast<std::size_t>(count));
    std::vector<Drawn> drawn;
    for (int k = count - 1; k >= 0; k--) {
        window.makeCurrent(k);
        int width = 0, height = 0;
        window.drawableSize(k, width, height);
        const SDL_Rect& place = places[static_cast<std::size_t>(k)];
        if (width == 0 || height == 0) {
            continue;
        } else if (displays_ == Displays::mainOnly && k > 0) {
            engine::beginFrame(engine::makeFrame(width, height));  // black
        } else if (displays_ == Displays::span) {
            engine::Frame part = engine::framePart(engine::makeFrame(all.w, all.h, first.frameStyle()), place.x - all.x,
                                                   place.y - all.y, place.w, place.h);
            part.width = width;  // the display's pixels: its scale times its size in the layout
            part.height = height;
            first.draw(programs_, part, k == 0 ? elapsedMs : 0);
        } else {
            const std::size_t city = displays_ == Displays::each ? static_cast<std::size_t>(k) : 0;
            drawPane(first, static_cast<std::size_t>(k), city, RenderSize{width, height, false}, ScreenRect{0, 0, width, height},
                     drawn, elapsedMs, held);
        }
        if (k > 0) window.swap(k);
    }
}

// City `city` rendered at `render`'s size into target k and copied to `shown` of the framebuffer
// bound; or, where this frame already drew that city at that size (same's other displays, side
// by side: one city drawn once a frame), that copied again. The first pane of each city moves
// its clock and camera; the others draw that moment.
void DisplayFrames::drawPane(ViewerCore& first, std::size_t k, std::size_t city, const RenderSize& render,
                             const ScreenRect& shown, std::vector<Drawn>& drawn, double elapsedMs, const engine::FlyKeys& held) {
    bool moved = false;
    for (const Drawn& d : drawn) {
        if (d.city == city && d.width == render.width && d.height == render.height) {
            targets_[d.target]->showIn(shown.x, shown.y, shown.width, shown.height);
            return;
        }
        moved = moved || d.city == city;
    }
    std::optional<engine::OffscreenTarget>& target = targets_[k];
    if (!target || target->width() != render.width || target->height() != render.height) {
        target.emplace(render.width, render.height);
    }
    {
        const auto bound = target->bind();
        this->city(first, city).frame(programs_, render.width, render.height, moved ? 0 : elapsedMs,
                                      moved ? engine::FlyKeys{} : held);
    }
    drawn.push_back(Drawn{city, render.width, render.height, k});
    target->showIn(shown.x, shown.y, shown.width, shown.height);
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
