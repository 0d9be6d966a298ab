// app::screensaverXml — zcity.xml, xscreensaver's description of zcity as a hack, made from the
// setting table's screensaver rows (their widgets, ranges, defaults and choices) so that
// xscreensaver's dialogue can only offer values zcity takes. The build writes it
// (packaging/Packaging.cmake); nothing else does. Pure text: no I/O.
#pragma once

#include <string>

namespace app {

std::string screensaverXml();

} // namespace app
