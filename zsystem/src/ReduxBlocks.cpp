// Pixel City Redux's blocks (docs/originals.md, section G, step 4): walkBlocks walks
// the cleaned sidewalk markers from point to point, and a walk that comes back to where it began
// is a block's outline.
//
// The post: "grab a point and go the way its arrow indicates, grabbing the next closest point in
// that direction. If I'm confused about which point to choose, I can favor right turns ... If
// the program hits a dead end, it assumes it's on the edge of the city and just throws away all
// the points." What "in that direction" means is ours, chosen from the geometry the streets
// leave behind:
//  - a step is at most 3 units. Along a side the next marker is 1 unit on; round a corner the
//    gap is at most about 2.4 units (each street sweeps the other's markers a tenth of a unit
//    into the block, and corners are about 40 to 140 degrees); across the narrowest street (4 wide,
//    with its two sidewalks) the nearest point is 6 units away, so a walk never leaves its block;
//  - the next marker must point no more than about 154 degrees away from ours (so never the
//    other side of the same street, which points straight back) and the step must go forward
//    along both arrows together (round a sharp corner the step itself can point a little
//    backwards along our arrow, but never along the sum of the two);
//  - of those, the nearest "in that direction": a step costs its length plus half a unit times
//    (1 - the cosine of its angle off our arrow), so the next marker straight on wins over a
//    nearer one round a corner (in a sharp corner the other street's markers come within a unit
//    before the corner, and taking them early would strand the corner's last few); between
//    near-equals, a twentieth of a unit towards the one furthest to the right decides.
// A closed walk's outline keeps only its corners (points in a straight line with their
// neighbours merge) and must be a simple polygon of at least 4 square units, clockwise seen from
// above (x right, z down), inside the city; any walk that fails (in practice only slivers, the
// tips of narrow triangles where a diagonal crosses near a corner) is dropped like a dead end.
#include "zsystem/Redux.hpp"

#include <algorithm>
#include <cmath>
#include <cstddef>

namespace zs::redux {
namespace {

Vec2 add(Vec2 a, Vec2 b) { return {a.x + b.x, a.z + b.z}; }
Vec2 sub(Vec2 a, Vec2 b) { return {a.x - b.x, a.z - b.z}; }
double dot(Vec2 a, Vec2 b) { return a.x * b.x + a.z * b.z; }
double cross(Vec2 a, Vec2 b) { return a.x * b.z - a.z * b.x; }  // > 0: b turns clockwise from a
Vec2 rightOf(Vec2 d) { return {-d.z, d.x}; }

constexpr double kMaxStep = 3.0;
constexpr double kMinTurnDot = -0.9;
constexpr double kTurnCost = 0.5;
constexpr double kRightBias = 0.05;
constexpr double kCollinear = 0.02;    // a point this close to its neighbours' line is no corner
constexpr double kMinBlockArea = 4.0;  // square units: anything smaller is a sliver, not a block

// The markers bucketed by position, in cells at least a step wide, so a step's candidates are in
// the 3 x 3 cells round the walker. Stored flat: cell c's markers are ids[first[c] .. first[c+1]).
constexpr double kWalkCell = 4.0;
constexpr int kWalkCells = int(kCitySize / kWalkCell);

int walkCellOf(double c) { return std::clamp(int(std::floor(c / kWalkCell)), 0, kWalkCells - 1); }

struct MarkerGrid {
    std::vector<int> first;
    std::vector<int> ids;
};

MarkerGrid bucketMarkers(const std::vector<Marker>& markers) {
    MarkerGrid grid;
    const std::size_t cellCount = std::size_t(kWalkCells) * kWalkCells;
    grid.first.assign(cellCount + 1, 0);
    std::vector<int> cellOfMarker(markers.size());
    for (std::size_t i = 0; i < markers.size(); ++i) {
        const int cell = walkCellOf(markers[i].position.z) * kWalkCells + walkCellOf(markers[i].position.x);
        cellOfMarker[i] = cell;
        ++grid.first[std::size_t(cell) + 1];
    }
    for (std::size_t c = 0; c < cellCount; ++c) grid.first[c + 1] += grid.first[c];
    grid.ids.resize(markers.size());
    std::vector<int> fill(grid.first.begin(), grid.first.end() - 1);
    for (std::size_t i = 0; i < markers.size(); ++i) grid.ids[std::size_t(fill[std::size_t(cellOfMarker[i])]++)] = int(i);
    return grid;
}

struct WalkState {
    const std::vector<Marker>& markers;
    const MarkerGrid& grid;
    std::vector<char> used;
};

// The best next marker from `current` among those `mayTake` allows, or -1 at a dead end.
template <class MayTake>
int nextMarker(const WalkState& walk, int current, MayTake mayTake) {
    const Marker& m = walk.markers[std::size_t(current)];
    const int cx = walkCellOf(m.position.x), cz = walkCellOf(m.position.z);
    int best = -1;
    double bestCost = 0;
    for (int z = std::max(cz - 1, 0); z <= std::min(cz + 1, kWalkCells - 1); ++z) {
        for (int x = std::max(cx - 1, 0); x <= std::min(cx + 1, kWalkCells - 1); ++x) {
            const std::size_t cell = std::size_t(z * kWalkCells + x);
            for (int k = walk.grid.first[cell]; k < walk.grid.first[cell + 1]; ++k) {
                const int id = walk.grid.ids[std::size_t(k)];
                if (id == current || !mayTake(id)) continue;
                const Marker& q = walk.markers[std::size_t(id)];
                const Vec2 step = sub(q.position, m.position);
                const double distanceSquared = dot(step, step);
                if (distanceSquared <= 0 || distanceSquared > kMaxStep * kMaxStep) continue;
                if (dot(q.direction, m.direction) < kMinTurnDot) continue;
                if (dot(step, add(m.direction, q.direction)) <= 0) continue;
                const double distance = std::sqrt(distanceSquared);
                const double ahead = dot(step, m.direction) / distance;
                const double right = dot(step, rightOf(m.direction)) / distance;
                const double cost = distance + kTurnCost * (1 - ahead) - kRightBias * right;
                if (best < 0 || cost < bestCost) {
                    best = id;
                    bestCost = cost;
                }
            }
        }
    }
    return best;
}

// Whether m lies on the straight line from a to b, between them.
bool liesBetween(Vec2 a, Vec2 m, Vec2 b) {
    const Vec2 ab = sub(b, a), am = sub(m, a);
    const double lengthSquared = dot(ab, ab);
    if (lengthSquared <= 0) return false;
    const double t = dot(am, ab);
    if (t <= 0 || t >= lengthSquared) return false;
    return std::fabs(cross(ab, am)) < kCollinear * std::sqrt(lengthSquared);
}

// The walk's corners: every point in a straight line between its kept neighbours goes; for a
// loop, the seam where the walk began too.
std::vector<Vec2> mergeCollinear(const std::vector<Vec2>& points, bool loop) {
    std::vector<Vec2> kept;
    kept.reserve(points.size());
    for (const Vec2& p : points) {
        while (kept.size() >= 2 && liesBetween(kept[kept.size() - 2], kept.back(), p)) kept.pop_back();
        kept.push_back(p);
    }
    while (loop && kept.size() >= 3) {
        const std::size_t n = kept.size();
        if (liesBetween(kept[n - 2], kept[n - 1], kept[0])) {
            kept.pop_back();
        } else if (liesBetween(kept[n - 1], kept[0], kept[1])) {
            kept.erase(kept.begin());
        } else {
            break;
        }
    }
    return kept;
}

// Twice the area, positive when the outline runs clockwise seen from above (x right, z down).
double doubledArea(const std::vector<Vec2>& outline) {
    double sum = 0;
    for (std::size_t i = 0; i < outline.size(); ++i) sum += cross(outline[i], outline[(i + 1) % outline.size()]);
    return sum;
}

bool onSegment(Vec2 a, Vec2 b, Vec2 p) {
    return std::min(a.x, b.x) <= p.x && p.x <= std::max(a.x, b.x) && std::min(a.z, b.z) <= p.z &&
           p.z <= std::max(a.z, b.z);
}

// Whether segments ab and cd share any point, touching included.
bool segmentsMeet(Vec2 a, Vec2 b, Vec2 c, Vec2 d) {
    const double o1 = cross(sub(b, a), sub(c, a)), o2 = cross(sub(b, a), sub(d, a));
    const double o3 = cross(sub(d, c), sub(a, c)), o4 = cross(sub(d, c), sub(b, c));
    if (((o1 > 0 && o2 < 0) || (o1 < 0 && o2 > 0)) && ((o3 > 0 && o4 < 0) || (o3 < 0 && o4 > 0))) return true;
    return (o1 == 0 && onSegment(a, b, c)) || (o2 == 0 && onSegment(a, b, d)) || (o3 == 0 && onSegment(c, d, a)) ||
           (o4 == 0 && onSegment(c, d, b));
}

// No two edges that are not neighbours meet, and no neighbours fold back over each other.
bool isSimple(const std::vector<Vec2>& outline) {
    const std::size_t n = outline.size();
    if (n < 3) return false;
    for (std::size_t i = 0; i < n; ++i) {
        const Vec2 in = sub(outline[i], outline[(i + n - 1) % n]), out = sub(outline[(i + 1) % n], outline[i]);
        if (dot(out, out) <= 0) return false;
        if (cross(in, out) == 0 && dot(in, out) < 0) return false;
    }
    for (std::size_t i = 0; i < n; ++i) {
        for (std::size_t j = i + 2; j < n; ++j) {
            if (i == 0 && j == n - 1) continue;  // neighbours across the seam
            if (segmentsMeet(outline[i], outline[i + 1], outline[j], outline[(j + 1) % n])) return false;
        }
    }
    return true;
}

bool insideCity(const std::vector<Vec2>& outline) {
    return std::all_of(outline.begin(), outline.end(), [](Vec2 p) {
        return p.x >= 0 && p.x <= kCitySize && p.z >= 0 && p.z <= kCitySize;
    });
}

bool isGoodBlock(const std::vector<Vec2>& outline) {
    return outline.size() >= 3 && doubledArea(outline) > 2 * kMinBlockArea && insideCity(outline) && isSimple(outline);
}

// A walk in the making: the markers' positions in walking order, whether it came round, and
// the id of the marker it stopped at.
struct Walk {
    std::vector<Vec2> points;
    bool closed = false;
    int last = 0;
};

// One walk from `start`, until it comes back to the start or finds nothing ahead.
Walk walkFrom(WalkState& walk, int start) {
    Walk w{{walk.markers[std::size_t(start)].position}, false, start};
    walk.used[std::size_t(start)] = 1;
    for (;;) {
        const bool mayClose = w.points.size() >= 3;
        const int next = nextMarker(walk, w.last, [&](int id) {
            return walk.used[std::size_t(id)] == 0 || (mayClose && id == start);
        });
        if (next < 0) break;
        if (next == start) {
            w.closed = true;
            break;
        }
        walk.used[std::size_t(next)] = 1;
        w.points.push_back(walk.markers[std::size_t(next)].position);
        w.last = next;
    }
    return w;
}

Block blockOf(const Walk& w) {
    Block block;
    block.outline = mergeCollinear(w.points, w.closed);
    block.closed = w.closed && isGoodBlock(block.outline);
    return block;
}

} // namespace

std::vector<Block> walkBlocks(const std::vector<Marker>& markers) {
    const MarkerGrid grid = bucketMarkers(markers);
    WalkState walk{markers, grid, std::vector<char>(markers.size(), 0)};
    std::vector<Walk> walks;
    // Walks start at markers in the order they were placed, so an edge walk can begin partway
    // along the edge: a later walk that runs into its first marker is the part before it, and
    // the two join, so that each edge walk is dropped whole, as the post's red outlines are.
    std::vector<int> openWalkFrom(markers.size(), -1);
    for (std::size_t i = 0; i < markers.size(); ++i) {
        if (walk.used[i] != 0) continue;
        Walk w = walkFrom(walk, int(i));
        if (!w.closed) {
            const int joinAt = nextMarker(walk, w.last, [&](int id) { return openWalkFrom[std::size_t(id)] >= 0; });
            if (joinAt >= 0) {
                const std::size_t rest = std::size_t(openWalkFrom[std::size_t(joinAt)]);
                w.points.insert(w.points.end(), walks[rest].points.begin(), walks[rest].points.end());
                walks[rest].points = std::move(w.points);
                openWalkFrom[std::size_t(joinAt)] = -1;
                openWalkFrom[i] = int(rest);
                continue;
            }
            openWalkFrom[i] = int(walks.size());
        }
        walks.push_back(std::move(w));
    }
    std::vector<Block> blocks;
    for (const Walk& w : walks) {
        // A lone marker (nothing ahead of it at all) is no walk worth drawing.
        if (w.closed || w.points.size() >= 2) blocks.push_back(blockOf(w));
    }
    return blocks;
}

} // namespace zs::redux
