// zcity in a web page: the second shell on the viewer core (viewer/ViewerCore.hpp), beside the
// SDL window (modes/Viewer.cpp). The page's script (page.js) owns the DOM: its events become the
// core's input through this class's methods, it calls frame() from requestAnimationFrame, and it
// shows the help, the status line, the seed box and the title as HTML made from what these
// methods return (the same tables as the native help). Every GL call is the engine's, into the
// canvas's WebGL 2 context. Bound to JavaScript with embind: the page holds the one PageViewer
// it made, so nothing here is global.
#include "cli/PageLink.hpp"
#include "cli/PanelRows.hpp"
#include "cli/PictureText.hpp"
#include "cli/WallpaperRows.hpp"
#include "scene/SceneKind.hpp"
#include "views/View.hpp"
#include "viewer/Settings.hpp"
#include "viewer/HeldKeys.hpp"
#include "viewer/ViewerCore.hpp"

#include "engine/Gl.hpp"
#include "engine/Programs.hpp"

#include <emscripten/bind.h>
#include <emscripten/html5.h>
#include <emscripten/val.h>

#include <algorithm>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace app {
namespace {

using emscripten::val;

// The canvas's WebGL 2 context, made current: no antialiasing and no alpha, as the window's
// framebuffer, so a frame here is the frame --screenshot draws.
EMSCRIPTEN_WEBGL_CONTEXT_HANDLE makeContext(const std::string& canvas) {
    EmscriptenWebGLContextAttributes attributes;
    emscripten_webgl_init_context_attributes(&attributes);
    attributes.majorVersion = 2;
    attributes.minorVersion = 0;
    attributes.alpha = false;
    attributes.antialias = false;
    attributes.depth = true;
    attributes.stencil = false;
    attributes.preserveDrawingBuffer = false;
    // The engine draws with WebGL 2's core alone; enabling every extension the browser offers
    // (emscripten's default) asked the GPU process for each, about 0.1 s of SwiftShader's start.
    attributes.enableExtensionsByDefault = false;
    const EMSCRIPTEN_WEBGL_CONTEXT_HANDLE context = emscripten_webgl_create_context(canvas.c_str(), &attributes);
    if (context <= 0) throw std::runtime_error("this browser has no WebGL 2, which zcity draws with");
    emscripten_webgl_make_context_current(context);
    return context;
}

// The held-key table as page.js reads it: each row's name, bit and KeyboardEvent.codes.
val heldKeys() {
    val out = val::array();
    for (const HeldKeyRow& row : heldKeyTable()) {
        val item = val::object();
        item.set("name", std::string(row.name));
        item.set("bit", heldKeyBit(row));
        val codes = val::array();
        for (const std::string_view code : row.domCodes) codes.call<void>("push", std::string(code));
        item.set("codes", codes);
        out.call<void>("push", item);
    }
    return out;
}

val helpRows(const std::vector<HelpRow>& rows) {
    val out = val::array();
    for (const HelpRow& row : rows) {
        val item = val::object();
        item.set("keys", row.keys);
        item.set("meaning", row.meaning);
        item.set("press", row.press);
        out.call<void>("push", item);
    }
    return out;
}

} // namespace

class PageViewer final : public ViewerHost {
public:
    // `fragment`: the page's link as the address bar has it (location.hash, still %XX encoded: it
    // is decoded once, by parseLink); a bad one shows the default view and says why (problem()).
    PageViewer(const std::string& canvas, const std::string& fragment)
        : link_(parseLink(fragment)), context_(makeContext(canvas)), gl_(engine::loadGl(nullptr, engine::GlProfile::es)) {
        core_.emplace(startState(link_.options),
                      [this](const SceneSettings& scene, const WorldSettings& world, const engine::NightStyle& look) {
                          return makeView(*programs_, scene, world, look);
                      },
                      *this, panelRows());
        // A bad link's line is the page's banner (problem()), not a second message.
        core_->start({link_.options.walk, false, ""});
    }
    ~PageViewer() override {
        core_.reset();  // the view's GL objects, then the programs, then the context
        programs_.reset();
        emscripten_webgl_destroy_context(context_);
    }

    // ViewerHost: what only the page can do is asked of it through events() after each call.
    void toggleFullscreen() override { events_.push_back("fullscreen"); }
    void openSeedBox(std::uint32_t seed) override { events_.push_back("seedbox " + seedText(seed)); }
    void closeSeedBox() override { events_.push_back("seedbox-close"); }
    bool hasOverlay() const override { return true; }  // the page's HTML
    void savePicture() override { pictureDue_ = true; }

    // One frame at the canvas's size in device pixels: the camera moved by the time since the
    // last (capped at 200 ms by the core) and the scene drawn; a picture, if one was asked for, at
    // `fullWidth` x `fullHeight`: the canvas at the screen's resolution, however few pixels slow
    // frames or the link's scale= draw (the window's P saves its whole drawable whatever --scale
    // draws, and a picture is kept: a slow moment must not halve it).
    void frame(double elapsedMs, int width, int height, int held, int fullWidth, int fullHeight) {
        const engine::Frame frame = core_->frame(*programs_, width, height, elapsedMs, flyKeysOfBits(held));
        if (frame.empty()) return;
        if (pictureDue_) {
            const engine::Frame full = engine::makeFrame(std::max(fullWidth, 1), std::max(fullHeight, 1), frame.style);
            picture_ = drawPicture(core_->view(), *programs_, full, core_->state().pose);
            pictureDue_ = false;
            events_.push_back("picture");
        }
    }

    void press(const std::string& keyName) { core_->press(keyName); }
    void turn(double dx, double dy) { core_->turn(dx, dy); }
    void thrust(int direction) {
        core_->setThrust(direction > 0 ? engine::Thrust::forwards
                                       : direction < 0 ? engine::Thrust::backwards : engine::Thrust::still);
    }
    // The seed box's text: "" when it was a seed (now shown), else why not.
    std::string typeSeed(const std::string& text) {
        const std::optional<std::uint32_t> seed = parseSeed(text);
        if (!seed) return shownLine("\"" + text + "\" is not a seed from 0 to 4294967295 (decimal or 0x hex)");
        core_->showSeed(*seed);
        return "";
    }
    void previousSeed() { core_->previousSeed(); }
    // The settings panel's rows (viewer/Settings.hpp, the window's F2 panel's), with their values
    // now, and a row set to a value in its own words ("1", "ega", "45"); a bad one changes nothing.
    val settings() const {
        val out = val::array();
        for (const SettingShown& row : shownSettings(panelRows(), core_->state())) {
            val item = val::object();
            item.set("name", row.name);
            item.set("label", row.label);
            item.set("kind", std::string(row.kind == SettingKind::toggle   ? "toggle"
                                         : row.kind == SettingKind::choice ? "choice"
                                         : row.kind == SettingKind::text   ? "text"
                                                                           : "degrees"));
            val choices = val::array();
            for (const std::string& choice : row.choices) choices.call<void>("push", choice);
            item.set("choices", choices);
            item.set("value", row.value);
            item.set("low", row.low);
            item.set("high", row.high);
            out.call<void>("push", item);
        }
        return out;
    }
    void setSetting(const std::string& name, const std::string& value) { core_->answerSetting({name, value}); }

    // What the page shows.
    std::string title(double fps) const { return core_->title(fps); }
    std::string problem() const { return link_.problem; }
    bool ui() const { return link_.ui; }
    // The link's scale= (the window's --scale: frames drawn at this fraction of the canvas's
    // device pixels), or 0 where the link has none: the page then lowers it itself while frames
    // are slow.
    double scale() const { return link_.options.said("scale") ? link_.options.window.scale : 0; }
    std::string renderer() const { return gl_.renderer + " (" + gl_.version + ")"; }
    // The link that reopens this view, the link's own ui= and scale= kept.
    std::string fragment() const { return linkFragment(core_->state(), link_.ui, scale()); }
    std::string debugState() const { return core_->debugStateLine(); }
    val overlay() {
        const OverlayContent content = core_->overlayContent(core_->frameMs());
        val out = val::object();
        out.set("help", content.help);
        out.set("status", content.status);
        out.set("statusLine", content.statusLine);
        out.set("loading", content.loading.value_or(""));
        val messages = val::array();
        for (const Messages::Shown& message : content.messages) {
            val item = val::object();
            item.set("text", message.text);
            item.set("alpha", message.alpha);
            messages.call<void>("push", item);
        }
        out.set("messages", messages);
        return out;
    }
    // What only the page can do, asked since the last call: "fullscreen", "seedbox SEED",
    // "seedbox-close", "picture".
    val events() {
        val out = val::array();
        for (const std::string& event : events_) out.call<void>("push", event);
        events_.clear();
        return out;
    }
    // The last picture asked for (P): RGBA, rows top to bottom, and what it says of itself.
    int pictureWidth() const { return picture_.width; }
    int pictureHeight() const { return picture_.height; }
    val picturePixels() const { return val(emscripten::typed_memory_view(picture_.rgba.size(), picture_.rgba.data())); }
    val pictureText() const {
        val out = val::array();
        for (const PngText& field : pictureProvenance(core_->state().scene, core_->state().pose)) {
            val item = val::array();
            item.call<void>("push", field.keyword);
            item.call<void>("push", field.text);
            out.call<void>("push", item);
        }
        return out;
    }

private:
    PageLink link_;
    EMSCRIPTEN_WEBGL_CONTEXT_HANDLE context_;
    engine::GlInfo gl_;
    std::unique_ptr<engine::Programs> programs_ = std::make_unique<engine::Programs>();
    std::optional<ViewerCore> core_;  // made once the programs are
    std::vector<std::string> events_;
    engine::Image picture_;
    bool pictureDue_ = false;
};

// The --dump-boxes text of a link's scene (the hash tests compare it with the native build's),
// or its one-line problem.
std::string dumpLink(const std::string& fragment) {
    const PageLink link = parseLink(fragment);
    if (!link.problem.empty()) return link.problem;
    std::string text;
    kindOf(link.options.scene.scene).dump(link.options.scene, BoxColumns::published,
                                          [&text](std::string_view piece) { text += piece; }, nullptr);
    return text;
}

// The web wallpaper's properties (cli/WallpaperRows.hpp), as wallpaper.js and package.mjs read
// them: key, name, label, kind ("choice", "text", "number"), values, labels, low, high, step,
// byDefault, inLink.
val wallpaperRowsTable() {
    val out = val::array();
    for (const WallpaperRow& row : wallpaperRows()) {
        val item = val::object();
        item.set("key", row.key);
        item.set("name", row.name);
        item.set("label", row.label);
        item.set("kind", std::string(row.kind == WallpaperRow::Kind::choice ? "choice"
                                     : row.kind == WallpaperRow::Kind::text ? "text"
                                                                            : "number"));
        val values = val::array(), labels = val::array();
        for (const std::string& value : row.values) values.call<void>("push", value);
        for (const std::string& label : row.labels) labels.call<void>("push", label);
        item.set("values", values);
        item.set("labels", labels);
        item.set("low", row.low);
        item.set("high", row.high);
        item.set("step", row.step);
        item.set("byDefault", row.byDefault);
        item.set("inLink", row.inLink);
        out.call<void>("push", item);
    }
    return out;
}

// A link's one-line problem, or "" when it opens the viewer: read as PageViewer reads it, with no
// city grown (the wallpaper asks before it grows one).
std::string linkProblem(const std::string& fragment) { return parseLink(fragment).problem; }

val mouseHelpTable() { return helpRows(mouseHelpRows(HelpFor::page)); }
val keyHelpTable() { return helpRows(keyHelpRows(HelpFor::page)); }

} // namespace app

EMSCRIPTEN_BINDINGS(zcity) {
    using namespace emscripten;
    class_<app::PageViewer>("PageViewer")
        .constructor<std::string, std::string>()
        .function("frame", &app::PageViewer::frame)
        .function("press", &app::PageViewer::press)
        .function("turn", &app::PageViewer::turn)
        .function("thrust", &app::PageViewer::thrust)
        .function("typeSeed", &app::PageViewer::typeSeed)
        .function("previousSeed", &app::PageViewer::previousSeed)
        .function("settings", &app::PageViewer::settings)
        .function("setSetting", &app::PageViewer::setSetting)
        .function("title", &app::PageViewer::title)
        .function("problem", &app::PageViewer::problem)
        .function("ui", &app::PageViewer::ui)
        .function("scale", &app::PageViewer::scale)
        .function("renderer", &app::PageViewer::renderer)
        .function("fragment", &app::PageViewer::fragment)
        .function("debugState", &app::PageViewer::debugState)
        .function("overlay", &app::PageViewer::overlay)
        .function("events", &app::PageViewer::events)
        .function("pictureWidth", &app::PageViewer::pictureWidth)
        .function("pictureHeight", &app::PageViewer::pictureHeight)
        .function("picturePixels", &app::PageViewer::picturePixels)
        .function("pictureText", &app::PageViewer::pictureText);
    function("dumpLink", &app::dumpLink);
    function("mouseHelp", &app::mouseHelpTable);
    function("keyHelp", &app::keyHelpTable);
    function("heldKeys", &app::heldKeys);
    function("wallpaperRows", &app::wallpaperRowsTable);
    function("linkProblem", &app::linkProblem);
}
