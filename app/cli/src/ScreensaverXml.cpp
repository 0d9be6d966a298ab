#include "cli/ScreensaverXml.hpp"

#include "cli/SettingTable.hpp"

namespace app {
namespace {

// Text inside an attribute's quotes.
std::string escaped(const std::string& text) {
    std::string out;
    for (const char c : text) {
        switch (c) {
        case '&': out += "&amp;"; break;
        case '<': out += "&lt;"; break;
        case '>': out += "&gt;"; break;
        case '"': out += "&quot;"; break;
        default: out += c;
        }
    }
    return out;
}

// xscreensaver's dialogue makes a slider of floats when a bound is written with a point: a float
// row's bounds keep theirs ("1.0"), a whole one's have none ("100000").
std::string bound(double value, bool floats) {
    std::string text = numberText(value);
    if (floats && text.find('.') == std::string::npos) text += ".0";
    return text;
}

std::string numberWidget(const SettingRow& row) {
    const SettingWidget& w = row.widget;
    const bool floats = w.low != static_cast<long long>(w.low) || w.high != static_cast<long long>(w.high);
    const char* type = w.kind == SettingWidget::Kind::slider ? "slider" : "spinbutton";
    std::string out = "    <number id=\"" + row.name + "\" type=\"" + type + "\" arg=\"-" + row.name + " %\"\n" +
                      "            _label=\"" + escaped(w.label) + "\"";
    if (!w.lowLabel.empty()) out += " _low-label=\"" + escaped(w.lowLabel) + "\" _high-label=\"" + escaped(w.highLabel) + "\"";
    out += "\n            low=\"" + bound(w.low, floats) + "\" high=\"" + bound(w.high, floats) + "\" default=\"" +
           bound(w.byDefault, floats) + "\"";
    if (w.invert) out += "\n            convert=\"invert\"";
    return out + "/>\n\n";
}

// A select: the first choice is the default, which gives no option at all.
std::string selectWidget(const SettingRow& row) {
    std::string out = "    <select id=\"" + row.name + "\">\n";
    bool first = true;
    for (const SettingWidget::Choice& choice : row.widget.choices) {
        const std::string id = row.name + "-" + (choice.value.empty() ? "default" : choice.value);
        out += "     <option id=\"" + escaped(id) + "\" _label=\"" + escaped(choice.label) + "\"";
        if (!first) out += " arg-set=\"-" + row.name + " " + escaped(choice.value) + "\"";
        out += "/>\n";
        first = false;
    }
    return out + "    </select>\n\n";
}

std::string otherWidget(const SettingRow& row) {
    const SettingWidget& w = row.widget;
    if (w.kind == SettingWidget::Kind::boolean) {
        return "    <boolean id=\"" + row.name + "\" _label=\"" + escaped(w.label) + "\" arg-set=\"-" + row.name + "\"/>\n\n";
    }
    if (w.kind == SettingWidget::Kind::text) {
        return "    <string id=\"" + row.name + "\" _label=\"" + escaped(w.label) + "\" arg=\"-" + row.name + " %\"/>\n\n";
    }
    return selectWidget(row);
}

} // namespace

std::string screensaverXml() {
    std::string numbers, others;
    for (const SettingRow& row : settingTable()) {
        const SettingWidget::Kind kind = row.widget.kind;
        if (kind == SettingWidget::Kind::none || row.widget.ownDialogueOnly || (row.doors & kScreensaverFileDoor) == 0) continue;
        if (kind == SettingWidget::Kind::slider || kind == SettingWidget::Kind::spinbutton) {
            numbers += numberWidget(row);
        } else {
            others += otherWidget(row);
        }
    }
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
           "<!-- zcity as an xscreensaver hack: Pixel City by night, flown by its automatic camera.\n"
           "     Made by the build from zcity's setting table (app/cli/src/SettingTable.cpp): edit that, not this.\n"
           "     xscreensaver runs the command with XSCREENSAVER_WINDOW set (or adds -window-id for a\n"
           "     preview), with the settings below as its options; zcity draws in that window and ends on\n"
           "     SIGTERM. Every option here is zcity's own, and its help lists them. -->\n"
           "<screensaver name=\"zcity\" _label=\"zcity\" gl=\"yes\">\n\n"
           "  <command arg=\"-root\"/>\n\n"
           "  <hgroup>\n   <vgroup>\n" +
           numbers + "   </vgroup>\n\n   <vgroup>\n" + others +
           "   </vgroup>\n  </hgroup>\n\n"
           "  <_description>\n"
           "Pixel City by night: a city of lit windows, street lights, cars and signs, grown from one\n"
           "32-bit seed and flown over by the original's automatic camera; a new city every two minutes,\n"
           "with a fade between them. Pixel City Redux's streets at angles, and the procedural city blocks\n"
           "of the ZSystem programs by day, are the other scenes.\n\n"
           "https://github.com/zcity/zcity\n\n"
           "Written by the zcity developers, after Shamus Young's Pixel City; 2026.\n"
           "  </_description>\n"
           "</screensaver>\n";
}

} // namespace app
