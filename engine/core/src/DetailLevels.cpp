#include "engine/DetailLevels.hpp"

#include "engine/FlyCamera.hpp"

#include <algorithm>
#include <cmath>

namespace engine {
namespace {

constexpr float kFlatHeight = 1;     // a tile is thinner than this: block bases 0.1, roof grids 0.5
constexpr float kMostTileAspect = 4; // longer than this, a flat box is a strip (a street)
constexpr double kLeastSine = 1e-3;  // an eye level with the ground: tiles beyond a step are lines

// The highest level whose size a box reaches; -1 below the first (drawn at every distance).
int levelOf(double size) {
    if (size < kFirstLevelSize) return -1;
    return std::min(kDetailLevels - 1, static_cast<int>(std::floor(2 * std::log2(size / kFirstLevelSize))));
}

// Appends records of one run, ordered by level (a stable sort in buckets: a city's 700 boxes in
// one pass, where a comparison sort was most of a worker's time), and counts its prefixes.
std::uint32_t appendRun(const std::vector<BoxRecord>& run, std::vector<BoxRecord>& out,
                        std::array<std::uint32_t, kDetailLevels>& counts) {
    std::array<std::vector<BoxRecord>, kDetailLevels + 1> buckets;  // [0]: the highest level
    for (const BoxRecord& r : run) buckets[static_cast<std::size_t>(kDetailLevels - 1 - levelOf(detailSize(r)))].push_back(r);
    const std::size_t start = out.size();
    for (std::size_t b = 0; b < buckets.size(); b++) {
        out.insert(out.end(), buckets[b].begin(), buckets[b].end());
        // After bucket b come all boxes of level kDetailLevels - 1 - b or more.
        if (b < kDetailLevels) counts[kDetailLevels - 1 - b] = static_cast<std::uint32_t>(out.size() - start);
    }
    return static_cast<std::uint32_t>(out.size() - start);
}

std::size_t prefix(const std::array<std::uint32_t, kDetailLevels>& counts, std::uint32_t total, double smallest) {
    const int level = levelOf(smallest);
    return level < 0 ? total : counts[static_cast<std::size_t>(level)];
}

} // namespace

bool isFlatTile(const BoxRecord& r) {
    const float wide = std::min(r.x2 - r.x1, r.z2 - r.z1), longer = std::max(r.x2 - r.x1, r.z2 - r.z1);
    return r.y2 - r.y1 < kFlatHeight && longer <= kMostTileAspect * wide;
}

float detailSize(const BoxRecord& r) {
    const float a = r.x2 - r.x1, b = r.y2 - r.y1, c = r.z2 - r.z1;
    if (isFlatTile(r)) return std::max(a, c);
    return std::max(std::min(a, b), std::min(std::max(a, b), c));  // the median of three
}

DetailLevels orderByDetail(std::vector<BoxRecord>& records, std::size_t first) {
    std::vector<BoxRecord> solid, flat;
    for (std::size_t k = first; k < records.size(); k++) (isFlatTile(records[k]) ? flat : solid).push_back(records[k]);
    records.resize(first);
    DetailLevels levels;
    levels.solidTotal = appendRun(solid, records, levels.solid);
    levels.flatTotal = appendRun(flat, records, levels.flat);
    return levels;
}

double pixelSizeAt(double distance, int heightPixels, double verticalDegrees) {
    const double halfAngle = verticalDegrees * 3.14159265358979323846 / 360;
    return distance * 2 * std::tan(halfAngle) / std::max(1, heightPixels);
}

DetailPrefix boxesToDraw(const DetailLevels& levels, double distance, double elevationSine, int heightPixels,
                         double pixels, double verticalDegrees) {
    if (pixels <= 0) return DetailPrefix{levels.solidTotal, levels.flatTotal};
    const double smallest = pixelSizeAt(distance, heightPixels, verticalDegrees) * pixels;  // boxes smaller than this go
    // A tile of side s shows at most s x sin(elevation): it needs s >= smallest / sin.
    const double sine = std::clamp(elevationSine, kLeastSine, 1.0);
    return DetailPrefix{prefix(levels.solid, levels.solidTotal, smallest),
                        prefix(levels.flat, levels.flatTotal, smallest / sine)};
}

} // namespace engine
