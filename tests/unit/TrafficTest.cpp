// Pixel City's cars on a hand-made street grid: on their lanes, one a cell, at their speeds.
#include "engine/Traffic.hpp"

#include "engine/FlyCamera.hpp"
#include "zsystem/PixelCity.hpp"

#include "LaneFlagFor.hpp"

#include <doctest/doctest.h>

#include <glm/glm.hpp>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <map>
#include <set>
#include <vector>

using doctest::Approx;
namespace zp = zs::pixelcity;

namespace {

constexpr int kStreetWidth = 8;  // sidewalk | 3 lanes | 3 lanes | sidewalk, as a width-8 street

void mark(zp::Plan& plan, int x, int z, std::uint8_t flags) {
    plan.cells[std::size_t(z) * zp::kWorldSize + std::size_t(x)] |= flags;
}

// A street the whole map long at constant x: southbound on the west half, northbound on the east.
// Flags are or-ed, so an intersection's cells carry both streets' lanes.
void addStreetAlongZ(zp::Plan& plan, int start) {
    for (int z = 0; z < zp::kWorldSize; z++) {
        mark(plan, start, z, zp::kSidewalk);
        mark(plan, start + kStreetWidth - 1, z, zp::kSidewalk);
        for (int i = 1; i <= 3; i++) mark(plan, start + i, z, zp::kRoad | zp::kLaneSouth);
        for (int i = 4; i <= 6; i++) mark(plan, start + i, z, zp::kRoad | zp::kLaneNorth);
    }
    plan.streetsAlongZ.push_back({start, kStreetWidth, false});
}

// At constant z: westbound on the north half, eastbound on the south.
void addStreetAlongX(zp::Plan& plan, int start) {
    for (int x = 0; x < zp::kWorldSize; x++) {
        mark(plan, x, start, zp::kSidewalk);
        mark(plan, x, start + kStreetWidth - 1, zp::kSidewalk);
        for (int i = 1; i <= 3; i++) mark(plan, x, start + i, zp::kRoad | zp::kLaneWest);
        for (int i = 4; i <= 6; i++) mark(plan, x, start + i, zp::kRoad | zp::kLaneEast);
    }
    plan.streetsAlongX.push_back({start, kStreetWidth, false});
}

// A 1024^2 plan with streets every `spacing` cells each way (no growPlan: that is another file's).
zp::Plan gridPlan(int spacing) {
    zp::Plan plan;
    plan.cells.assign(std::size_t(zp::kWorldSize) * zp::kWorldSize, 0);
    for (int start = 100; start + kStreetWidth < zp::kWorldSize - 100; start += spacing) {
        addStreetAlongZ(plan, start);
        addStreetAlongX(plan, start);
    }
    plan.hotZone = {240, 240, 750, 750};
    return plan;
}

// Looking north up the middle of the map from its south side.
engine::CameraPose southernCamera() { return {{512, 60, 760}, 0, -20}; }

constexpr double kSlowest = 0.4 * 0.61 * 20;  // 4.88 units a second
constexpr double kFastest = 0.9 * 0.61 * 20;  // 10.98

// Everything that must hold after every advance.
void checkInvariants(const engine::Traffic& traffic, const zp::Plan& plan, const engine::CameraPose& camera,
                     double halfAngle, int maxCars) {
    const std::vector<engine::Car>& cars = traffic.cars();
    REQUIRE(int(cars.size()) <= maxCars);
    const engine::TrafficView view(camera, halfAngle);
    std::set<std::pair<int, int>> cells;
    std::set<std::uint32_t> ids;
    for (const engine::Car& car : cars) {
        const int x = int(std::floor(car.position.x)), z = int(std::floor(car.position.z));
        const std::uint8_t flags = plan.at(x, z);
        const std::uint8_t lane = laneFlagFor(car.direction);
        CHECK(lane != 0);                 // a unit step along x or z
        CHECK((flags & zp::kRoad) != 0);  // on a road cell...
        CHECK((flags & lane) != 0);       // ...of a lane going its way
        CHECK(car.position.y == 0);
        // Centred across its lane.
        const double across = car.direction.x != 0 ? car.position.z : car.position.x;
        CHECK(across - std::floor(across) == 0.5);
        CHECK(cells.insert({x, z}).second);  // never two cars in one cell
        CHECK(ids.insert(car.id).second);
        CHECK(car.topSpeed >= Approx(kSlowest));
        CHECK(car.topSpeed <= Approx(kFastest));
        CHECK(car.speed >= 0);
        CHECK(car.speed <= car.topSpeed);
        // In the living area, near and in view.
        CHECK(car.position.x >= 200);
        CHECK(car.position.x <= 824);
        CHECK(car.position.z >= 200);
        CHECK(car.position.z <= 824);
        CHECK(view.manhattanFrom(car.position.x, car.position.z) <= 512);
        CHECK(view.sees(car.position.x, car.position.z));
    }
}

} // namespace

TEST_CASE("the view cone: within 512 and the half-angle of the heading, pitch ignored") {
    const engine::CameraPose camera{{500, 60, 500}, 0, -80};  // heading -z, looking steeply down
    const engine::TrafficView view(camera, 45);
    CHECK(view.sees(500, 400));
    CHECK(view.sees(500, 500));          // under the eye
    CHECK_FALSE(view.sees(500, 600));    // behind
    CHECK(view.sees(589, 410));          // just inside 45 degrees off
    CHECK_FALSE(view.sees(591, 410));    // just beyond
    CHECK(view.sees(500, 500 - 511));    // 511 away
    CHECK_FALSE(view.sees(500, 500 - 513));
    CHECK(view.manhattanFrom(510, 480) == 30);
    const engine::TrafficView allRound(camera, 180);
    CHECK(allRound.sees(500, 600));
    // Yaw 90 heads towards -x, as flightDirection does.
    const engine::TrafficView west(engine::CameraPose{{500, 60, 500}, 90, 0}, 10);
    CHECK(west.sees(400, 500));
    CHECK_FALSE(west.sees(600, 500));
}

TEST_CASE("cars stay on their lanes, one to a cell, in view, at 4.88-10.98 units a second") {
    const zp::Plan plan = gridPlan(30);
    engine::Traffic traffic(plan, 1234);
    const engine::CameraPose camera = southernCamera();
    std::size_t most = 0;
    std::set<float> topSpeeds;
    int carsAtTopSpeed = 0;
    for (int frame = 0; frame < 1200; frame++) {
        traffic.advance(16.7, camera);
        checkInvariants(traffic, plan, camera, engine::kTrafficViewHalfAngleDegrees, engine::kMaxCars);
        most = std::max(most, traffic.cars().size());
        for (const engine::Car& car : traffic.cars()) {
            topSpeeds.insert(car.topSpeed);
            if (car.speed == car.topSpeed) carsAtTopSpeed++;
        }
    }
    CHECK(most > 100);  // the view fills with cars
    CHECK(carsAtTopSpeed > 1000);
    // Top speeds are 0.4 to 0.9 in tenths, times 0.61 cells an update, 20 updates a second.
    CHECK(topSpeeds.size() == 6);
    CHECK(*topSpeeds.begin() == Approx(kSlowest));
    CHECK(*topSpeeds.rbegin() == Approx(kFastest));
    CHECK(traffic.updates() == 1200 * 167 / 500);  // 16.7 ms frames: 50 ms steps, none lost
}

TEST_CASE("cars move straight along their lanes, by speed x 50 ms an update, never backwards") {
    const zp::Plan plan = gridPlan(30);
    engine::Traffic traffic(plan, 99);
    const engine::CameraPose camera = southernCamera();
    std::map<std::uint32_t, engine::Car> before;
    int freeMoves = 0, stops = 0;
    for (int update = 0; update < 600; update++) {
        traffic.advance(50, camera);
        for (const engine::Car& car : traffic.cars()) {
            const auto previous = before.find(car.id);
            if (previous == before.end()) {
                CHECK(car.speed == 0);  // new cars start from rest
                continue;
            }
            const glm::dvec3 moved = car.position - previous->second.position;
            CHECK(car.direction == previous->second.direction);  // it never turns
            CHECK(glm::length(moved - glm::dot(moved, car.direction) * car.direction) == 0);  // nor drifts
            const double distance = glm::dot(moved, car.direction);
            if (car.speed == 0) {
                CHECK(distance == 0);  // blocked: held where it was
                stops++;
            } else {
                CHECK(distance == Approx(car.speed * 0.05).epsilon(1e-6));
                freeMoves++;
                // 5% of the top speed more each update, up to the top.
                const double expected = std::min(double(previous->second.speed) + 0.05 * car.topSpeed, double(car.topSpeed));
                CHECK(car.speed == Approx(expected).epsilon(1e-5));
            }
        }
        before.clear();
        for (const engine::Car& car : traffic.cars()) before[car.id] = car;
    }
    CHECK(freeMoves > 10000);
    CHECK(stops > 0);  // with this many cars some queue behind others
}

TEST_CASE("no more cars than asked for, and at most 500 however much is in view") {
    const zp::Plan plan = gridPlan(12);  // dense streets: lots of lane cells in view
    engine::Traffic traffic(plan, 7);
    const engine::CameraPose camera{{512, 60, 512}, 0, -30};
    std::size_t most = 0;
    for (int frame = 0; frame < 400; frame++) {
        traffic.advance(50, camera, 180);
        most = std::max(most, traffic.cars().size());
        REQUIRE(traffic.cars().size() <= 500);
    }
    CHECK(most == 500);

    engine::Traffic few(plan, 7, 20);
    for (int frame = 0; frame < 100; frame++) {
        few.advance(50, camera, 180);
        REQUIRE(few.cars().size() <= 20);
    }
    CHECK(few.cars().size() == 20);
    engine::Traffic none(plan, 7, -3);
    none.advance(200, camera, 180);
    CHECK(none.cars().empty());
}

TEST_CASE("the same seed and the same calls give the same cars; another seed others") {
    const zp::Plan plan = gridPlan(30);
    engine::Traffic a(plan, 42), b(plan, 42), c(plan, 43);
    engine::CameraPose camera = southernCamera();
    for (int frame = 0; frame < 500; frame++) {
        camera.yawDegrees += 0.2;  // a slow pan, so cars come and go
        camera.position.z -= 0.3;
        const double ms = 10 + (frame * 7) % 30;
        a.advance(ms, camera);
        b.advance(ms, camera);
        c.advance(ms, camera);
    }
    REQUIRE(a.cars().size() == b.cars().size());
    REQUIRE(!a.cars().empty());
    for (std::size_t i = 0; i < a.cars().size(); i++) {
        CHECK(a.cars()[i].id == b.cars()[i].id);
        CHECK(a.cars()[i].position == b.cars()[i].position);
        CHECK(a.cars()[i].direction == b.cars()[i].direction);
        CHECK(a.cars()[i].speed == b.cars()[i].speed);
        CHECK(a.cars()[i].topSpeed == b.cars()[i].topSpeed);
    }
    bool differs = a.cars().size() != c.cars().size();
    for (std::size_t i = 0; !differs && i < a.cars().size(); i++) differs = a.cars()[i].position != c.cars()[i].position;
    CHECK(differs);
}

TEST_CASE("cars far from the camera or out of its view go; new ones appear where it looks") {
    const zp::Plan plan = gridPlan(30);
    engine::Traffic traffic(plan, 5);
    const engine::CameraPose south = southernCamera();
    for (int frame = 0; frame < 200; frame++) traffic.advance(50, south);
    // Which of them the jump below must remove: those over 512 (Manhattan) from the new eye or
    // outside its view, with a cell's slack for the step they take first.
    const engine::CameraPose northWest{{220, 60, 220}, 225, -20};
    const engine::TrafficView narrower(northWest, 44);
    std::set<std::uint32_t> southernIds, doomedIds;
    for (const engine::Car& car : traffic.cars()) {
        southernIds.insert(car.id);
        const double manhattan = std::abs(car.position.x - 220) + std::abs(car.position.z - 220);
        if (manhattan > 513 || !narrower.sees(car.position.x, car.position.z)) doomedIds.insert(car.id);
    }
    REQUIRE(southernIds.size() > 50);
    REQUIRE(doomedIds.size() > southernIds.size() / 2);

    // Jump to the north-west corner looking south-east.
    traffic.advance(50, northWest);
    checkInvariants(traffic, plan, northWest, engine::kTrafficViewHalfAngleDegrees, engine::kMaxCars);
    for (const engine::Car& car : traffic.cars()) {
        const double manhattan = std::abs(car.position.x - 220) + std::abs(car.position.z - 220);
        CHECK(manhattan <= 512);
    }
    for (const engine::Car& car : traffic.cars()) CHECK(doomedIds.count(car.id) == 0);
    for (int frame = 0; frame < 100; frame++) {
        traffic.advance(50, northWest);
        checkInvariants(traffic, plan, northWest, engine::kTrafficViewHalfAngleDegrees, engine::kMaxCars);
    }
    CHECK(traffic.cars().size() > 50);  // refilled in the new view

    // Turn round: everything in front is now behind.
    engine::CameraPose turned = northWest;
    turned.yawDegrees += 180;
    std::set<std::uint32_t> frontIds;
    for (const engine::Car& car : traffic.cars()) frontIds.insert(car.id);
    traffic.advance(50, turned);
    for (const engine::Car& car : traffic.cars()) CHECK(frontIds.count(car.id) == 0);
}

TEST_CASE("a lane's end: cars queue down it, never pass its end, and go when they reach it") {
    // One northbound lane 30 cells long, ending at z = 300, and nothing else.
    zp::Plan plan;
    plan.cells.assign(std::size_t(zp::kWorldSize) * zp::kWorldSize, 0);
    for (int z = 300; z < 330; z++) mark(plan, 500, z, zp::kRoad | zp::kLaneNorth);
    const engine::CameraPose camera{{500.5, 60, 360}, 0, -20};
    engine::Traffic traffic(plan, 3);
    std::set<std::uint32_t> ids;
    std::size_t most = 0;
    for (int update = 0; update < 2000; update++) {
        traffic.advance(50, camera, 180);
        checkInvariants(traffic, plan, camera, 180, engine::kMaxCars);
        for (const engine::Car& car : traffic.cars()) {
            CHECK(car.position.z >= 300);
            CHECK(car.position.x == 500.5);
            CHECK(car.direction == glm::dvec3(0, 0, -1));
            ids.insert(car.id);
        }
        most = std::max(most, traffic.cars().size());
    }
    CHECK(most <= 30);  // one a cell
    CHECK(most >= 3);
    CHECK(ids.size() > 40);  // they drive off the end and others take their place
}

TEST_CASE("gridlock: four cars each waiting on the next give up after 230 blocked updates") {
    // Four cells in a ring, each lane pointing into the next: east, south, west, north. Once
    // each holds a car heading its own lane's way, none can ever move. (Cars that drive in from
    // the previous cell leave the ring at the next step, so it has to fill with fresh ones.) A
    // large maxCars makes many placement tries an update, so that happens within a few updates.
    zp::Plan plan;
    plan.cells.assign(std::size_t(zp::kWorldSize) * zp::kWorldSize, 0);
    mark(plan, 500, 500, zp::kRoad | zp::kLaneEast);
    mark(plan, 501, 500, zp::kRoad | zp::kLaneSouth);
    mark(plan, 501, 501, zp::kRoad | zp::kLaneWest);
    mark(plan, 500, 501, zp::kRoad | zp::kLaneNorth);
    const engine::CameraPose camera{{500.5, 60, 520}, 0, -20};
    engine::Traffic traffic(plan, 8, 100000);
    auto gridlocked = [&] {
        if (traffic.cars().size() != 4) return false;
        for (const engine::Car& car : traffic.cars()) {
            const int x = int(std::floor(car.position.x)), z = int(std::floor(car.position.z));
            if (!(plan.at(x, z) & laneFlagFor(car.direction))) return false;
        }
        return true;
    };
    std::map<std::uint32_t, int> bornAt;  // the update each car first showed
    int update = 0;
    auto run = [&] {
        traffic.advance(50, camera, 180);
        update++;
        for (const engine::Car& car : traffic.cars()) bornAt.emplace(car.id, update);
    };
    while (!gridlocked() && update < 1000) run();
    REQUIRE(gridlocked());
    std::set<std::uint32_t> ring;
    for (const engine::Car& car : traffic.cars()) ring.insert(car.id);
    const int lockedAt = update;
    auto anyOfRingLeft = [&] {
        for (const engine::Car& car : traffic.cars()) {
            if (ring.count(car.id)) return true;
        }
        return false;
    };
    std::map<std::uint32_t, int> goneAt;
    while (anyOfRingLeft() && update < lockedAt + 1000) {
        run();
        for (std::uint32_t id : ring) {
            bool present = false;
            for (const engine::Car& car : traffic.cars()) present = present || car.id == id;
            if (!present) goneAt.emplace(id, update);
        }
    }
    REQUIRE(goneAt.size() == 4);
    for (std::uint32_t id : ring) {
        // Blocked at nearly every update once it reaches its cell's edge (some 6-9 updates from
        // rest), and gone on the update after its 230th.
        const int lived = goneAt[id] - bornAt[id];
        CAPTURE(lived);
        CHECK(lived > 230);
        CHECK(lived < 300);
    }
}

TEST_CASE("time is kept in 50 ms steps; a long frame runs at most 4; negative time is none") {
    const zp::Plan plan = gridPlan(30);
    engine::Traffic traffic(plan, 11);
    const engine::CameraPose camera = southernCamera();
    traffic.advance(49.9, camera);
    CHECK(traffic.updates() == 0);
    CHECK(traffic.cars().empty());
    traffic.advance(0.1, camera);
    CHECK(traffic.updates() == 1);
    traffic.advance(5000, camera);
    CHECK(traffic.updates() == 5);
    traffic.advance(-100, camera);
    CHECK(traffic.updates() == 5);
}

namespace {

// The cars' distances on the ground from the camera, nearest first.
std::vector<double> distancesFrom(const engine::Traffic& traffic, const engine::CameraPose& camera) {
    std::vector<double> distances;
    for (const engine::Car& car : traffic.cars()) {
        distances.push_back(std::hypot(car.position.x - camera.position.x, car.position.z - camera.position.z));
    }
    std::sort(distances.begin(), distances.end());
    return distances;
}

} // namespace

TEST_CASE("new cars are placed near the eye, more of them the nearer, all within the range") {
    const zp::Plan plan = gridPlan(30);
    const engine::CameraPose camera = southernCamera();  // 560 cells of city in front of it
    engine::Traffic traffic(plan, 21);
    traffic.advance(50, camera);  // one update: every car is new, none has driven yet
    const std::vector<double> first = distancesFrom(traffic, camera);
    REQUIRE(first.size() > 20);
    // The original drew from all [200, 824)^2, so as many in each ring as its area; here the
    // nearest eighth of the range (a 64th of the view's area) gets about a quarter.
    const auto within = [&](double d) { return std::count_if(first.begin(), first.end(), [d](double x) { return x <= d; }); };
    CHECK(within(64) * 5 >= static_cast<std::ptrdiff_t>(first.size()));
    CHECK(first[first.size() / 2] < 200);

    // A narrower range (a walker's fog): cars are placed and kept within it.
    engine::Traffic street(plan, 21);
    for (int update = 0; update < 400; update++) {
        street.advance(50, camera, engine::kTrafficViewHalfAngleDegrees, 200);
        for (const engine::Car& car : street.cars()) {
            REQUIRE(std::abs(car.position.x - 512) + std::abs(car.position.z - 760) <= 200);
        }
    }
    CHECK(street.cars().size() > 100);
}

TEST_CASE("an eye far outside the city places no cars and stays cheap") {
    const zp::Plan plan = gridPlan(30);
    engine::Traffic traffic(plan, 2);
    traffic.warmUp(20000, engine::CameraPose{{1e12, 60, -1e12}, 0, 0});
    CHECK(traffic.updates() == 400);
    CHECK(traffic.cars().empty());
}

TEST_CASE("a warm start: warmUp drives the cars as advance in pieces does, and fills the view at once") {
    const zp::Plan plan = gridPlan(30);
    const engine::CameraPose camera = southernCamera();
    engine::Traffic warmed(plan, 17), stepped(plan, 17);
    warmed.warmUp(engine::kTrafficWarmUpMs, camera);
    for (int frame = 0; frame < 100; frame++) stepped.advance(200, camera);
    CHECK(warmed.updates() == 400);
    REQUIRE(warmed.cars().size() == stepped.cars().size());
    for (std::size_t i = 0; i < warmed.cars().size(); i++) {
        CHECK(warmed.cars()[i].id == stepped.cars()[i].id);
        CHECK(warmed.cars()[i].position == stepped.cars()[i].position);
        CHECK(warmed.cars()[i].speed == stepped.cars()[i].speed);
    }
    // The first frame's traffic: the view full and most cars under way.
    CHECK(warmed.cars().size() > 400);
    const auto moving = std::count_if(warmed.cars().begin(), warmed.cars().end(),
                                      [](const engine::Car& car) { return car.speed > 0; });
    CHECK(moving * 2 > static_cast<std::ptrdiff_t>(warmed.cars().size()));
    checkInvariants(warmed, plan, camera, engine::kTrafficViewHalfAngleDegrees, engine::kMaxCars);
    // Warming up runs updates only: no time is left over for the next advance.
    warmed.advance(49, camera);
    CHECK(warmed.updates() == 400);
}

TEST_CASE("a lowered limit takes no car away; none is placed until fewer are left") {
    const zp::Plan plan = gridPlan(30);
    const engine::CameraPose camera = southernCamera();
    engine::Traffic traffic(plan, 4);
    traffic.warmUp(5000, camera);
    const std::size_t before = traffic.cars().size();
    REQUIRE(before > 200);
    traffic.setMaxCars(100);
    CHECK(traffic.maxCars() == 100);
    CHECK(traffic.cars().size() == before);
    std::size_t previous = before;
    for (int update = 0; update < 2000 && previous > 100; update++) {
        traffic.advance(50, camera);
        CHECK(traffic.cars().size() <= previous);  // they only go
        previous = traffic.cars().size();
    }
    for (int update = 0; update < 200; update++) {
        traffic.advance(50, camera);
        REQUIRE(traffic.cars().size() <= 100);
    }
    traffic.setMaxCars(-5);
    CHECK(traffic.maxCars() == 0);
}
