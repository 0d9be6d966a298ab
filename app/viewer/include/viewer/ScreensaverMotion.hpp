// app::ScreensaverMotion — when the pointer's travel ends the screensaver: more than a nudge (8
// pixels) once the first half second is over; what moved before is the screensaver appearing
// under the pointer, not the user. The window's and the Wayland layers' screensavers both ask
// it. Pure: the shells measure the travel and the time.
#pragma once

namespace app {

class ScreensaverMotion {
public:
    static constexpr double kSettleMs = 500;
    static constexpr double kNudgePixels = 8;

    // `travel`: the pointer's path since the screensaver appeared, |dx| + |dy| summed; `shownMs`:
    // how long it has shown. Counted from the travel when it settled.
    bool ends(double travel, double shownMs) {
        if (shownMs <= kSettleMs) {
            settledTravel_ = travel;
            return false;
        }
        return travel - settledTravel_ > kNudgePixels;
    }

private:
    double settledTravel_ = 0;
};

} // namespace app
