#include "platform/WindowCover.hpp"

#include "platform/HostWindow.hpp"

#include <SDL_syswm.h>

#include <algorithm>
#include <cstdint>
#include <cstdlib>

#if ZCITY_HAVE_XCB
#include <xcb/xcb.h>
#endif

namespace app {

bool rectanglesCover(const ScreenRect& area, const std::vector<ScreenRect>& covers) {
    if (area.width <= 0 || area.height <= 0) return true;
    const int right = area.x + area.width, bottom = area.y + area.height;
    std::vector<ScreenRect> inside;  // each cover clipped to the area; those that miss it left out
    for (const ScreenRect& c : covers) {
        const int x0 = std::max(c.x, area.x), y0 = std::max(c.y, area.y);
        const int x1 = std::min(c.x + c.width, right), y1 = std::min(c.y + c.height, bottom);
        if (x0 >= x1 || y0 >= y1) continue;
        if (x0 == area.x && y0 == area.y && x1 == right && y1 == bottom) return true;  // one window over all of it
        inside.push_back(ScreenRect{x0, y0, x1 - x0, y1 - y0});
    }
    // The area cut at every cover's edges: covered when each piece lies inside some cover.
    std::vector<int> xs{area.x, right}, ys{area.y, bottom};
    for (const ScreenRect& c : inside) {
        xs.insert(xs.end(), {c.x, c.x + c.width});
        ys.insert(ys.end(), {c.y, c.y + c.height});
    }
    for (std::vector<int>* edges : {&xs, &ys}) {
        std::sort(edges->begin(), edges->end());
        edges->erase(std::unique(edges->begin(), edges->end()), edges->end());
    }
    for (std::size_t i = 0; i + 1 < xs.size(); i++) {
        for (std::size_t j = 0; j + 1 < ys.size(); j++) {
            const bool hidden = std::any_of(inside.begin(), inside.end(), [&](const ScreenRect& c) {
                return c.x <= xs[i] && xs[i + 1] <= c.x + c.width && c.y <= ys[j] && ys[j + 1] <= c.y + c.height;
            });
            if (!hidden) return false;
        }
    }
    return true;
}

#if ZCITY_HAVE_XCB

struct WindowCover::Connection {
    xcb_connection_t* xcb = nullptr;
    xcb_window_t window = 0;
    xcb_window_t root = 0;
    ScreenRect screen;
    ~Connection() {
        if (xcb) xcb_disconnect(xcb);
    }
};

namespace {

// A reply freed with the block, or null where the request failed (its error freed too).
template <typename Reply>
struct Owned {
    Reply* reply = nullptr;
    explicit Owned(Reply* r) : reply(r) {}
    ~Owned() { std::free(reply); }
    Owned(const Owned&) = delete;
    Owned& operator=(const Owned&) = delete;
    Owned(Owned&& other) noexcept : reply(other.reply) { other.reply = nullptr; }
    Reply* operator->() const { return reply; }
    explicit operator bool() const { return reply != nullptr; }
};

template <typename Reply>
Owned<Reply> owned(Reply* reply, xcb_generic_error_t* error) {
    std::free(error);
    return Owned<Reply>(reply);
}

Owned<xcb_query_tree_reply_t> treeOf(xcb_connection_t* c, xcb_window_t window) {
    xcb_generic_error_t* error = nullptr;
    xcb_query_tree_reply_t* reply = xcb_query_tree_reply(c, xcb_query_tree(c, window), &error);
    return owned(reply, error);
}

} // namespace

std::unique_ptr<WindowCover> WindowCover::watch(SDL_Window* window, const HostWindow* host) {
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (!SDL_GetWindowWMInfo(window, &info) || info.subsystem != SDL_SYSWM_X11) return nullptr;
    auto connection = std::make_unique<Connection>();
    int screenNumber = 0;
    connection->xcb = xcb_connect(nullptr, &screenNumber);
    if (xcb_connection_has_error(connection->xcb)) return nullptr;
    xcb_screen_iterator_t screens = xcb_setup_roots_iterator(xcb_get_setup(connection->xcb));
    for (int k = 0; k < screenNumber && screens.rem > 0; k++) xcb_screen_next(&screens);
    connection->root = screens.data->root;
    connection->screen = ScreenRect{0, 0, screens.data->width_in_pixels, screens.data->height_in_pixels};
    connection->window = host && host->drawnDirectly()
                             ? static_cast<xcb_window_t>(reinterpret_cast<std::uintptr_t>(host->sdlHandle()))
                             : static_cast<xcb_window_t>(info.info.x11.window);
    return std::unique_ptr<WindowCover>(new WindowCover(std::move(connection)));
}

bool WindowCover::askServer() const {
    xcb_connection_t* c = connection_->xcb;
    const xcb_window_t window = connection_->window, root = connection_->root;
    xcb_generic_error_t* error = nullptr;
    const auto geometry = owned(xcb_get_geometry_reply(c, xcb_get_geometry(c, window), &error), error);
    error = nullptr;
    const auto place = owned(xcb_translate_coordinates_reply(c, xcb_translate_coordinates(c, window, root, 0, 0), &error), error);
    if (!geometry || !place) return false;  // gone: the host's end, seen elsewhere
    ScreenRect area{place->dst_x, place->dst_y, geometry->width, geometry->height};
    // What of it the screen shows.
    const ScreenRect& s = connection_->screen;
    const int x0 = std::max(area.x, s.x), y0 = std::max(area.y, s.y);
    const int x1 = std::min(area.x + area.width, s.x + s.width), y1 = std::min(area.y + area.height, s.y + s.height);
    if (x0 >= x1 || y0 >= y1) return true;  // wholly off the screen
    area = ScreenRect{x0, y0, x1 - x0, y1 - y0};

    // Its top-level ancestor, the root's child: the windows above that one are what can hide it.
    xcb_window_t top = window;
    while (top != root) {
        const auto tree = treeOf(c, top);
        if (!tree) return false;
        if (tree->parent == root) break;
        top = tree->parent;
    }
    const auto rootTree = treeOf(c, root);
    if (!rootTree) return false;
    const xcb_window_t* children = xcb_query_tree_children(rootTree.reply);  // bottom to top
    const int count = xcb_query_tree_children_length(rootTree.reply);
    int first = 0;  // the root: every top-level window is above it
    if (top != root) {
        first = static_cast<int>(std::find(children, children + count, top) - children) + 1;
    }
    // All the questions at once, then the answers: one round trip, not two a window.
    std::vector<xcb_get_window_attributes_cookie_t> attributeCookies;
    std::vector<xcb_get_geometry_cookie_t> geometryCookies;
    for (int k = first; k < count; k++) {
        attributeCookies.push_back(xcb_get_window_attributes(c, children[k]));
        geometryCookies.push_back(xcb_get_geometry(c, children[k]));
    }
    std::vector<ScreenRect> covers;
    for (std::size_t k = 0; k < attributeCookies.size(); k++) {
        error = nullptr;
        const auto attributes = owned(xcb_get_window_attributes_reply(c, attributeCookies[k], &error), error);
        error = nullptr;
        const auto box = owned(xcb_get_geometry_reply(c, geometryCookies[k], &error), error);
        if (!attributes || !box) continue;  // gone in between
        if (attributes->map_state != XCB_MAP_STATE_VIEWABLE || attributes->_class != XCB_WINDOW_CLASS_INPUT_OUTPUT) continue;
        if (box->depth == 32) continue;  // may be translucent: a compositor shows what is under it
        const int border = 2 * box->border_width;
        covers.push_back(ScreenRect{box->x, box->y, box->width + border, box->height + border});
    }
    return rectanglesCover(area, covers);
}

#else

struct WindowCover::Connection {};

std::unique_ptr<WindowCover> WindowCover::watch(SDL_Window*, const HostWindow*) { return nullptr; }

bool WindowCover::askServer() const { return false; }

#endif

WindowCover::WindowCover(std::unique_ptr<Connection> connection) : connection_(std::move(connection)) {}
WindowCover::~WindowCover() = default;

bool WindowCover::covered() {
    const auto now = std::chrono::steady_clock::now();
    if (askedAt_ == std::chrono::steady_clock::time_point{} || now - askedAt_ >= kInterval) {
        covered_ = askServer();
        askedAt_ = now;
    }
    return covered_;
}

} // namespace app
