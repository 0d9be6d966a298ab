#!/usr/bin/env bash
# Makes the pictures in docs/images with zcity itself, headless. Run after a build:
#   scripts/make-gallery.sh [path/to/zcity]
set -euo pipefail
cd "$(dirname "$0")/.."
zcity=${1:-build/app/zcity}
out=docs/images
mkdir -p "$out"
shot() { env -u DISPLAY -u WAYLAND_DISPLAY "$zcity" --screenshot "$out/$1" "${@:2}"; }

shot city.png                                                        # the default city from the start pose
shot plan.png --size 720x720 --ortho 520 --camera 0,1000,0,0,-90    # straight down, orthographic
shot city-t2.png --scene t2
shot zterrain.png --size 960x540 --scene zterrain --camera -100,100,-100,200,-10   # turned round to its wall
shot terrain-faithful.png --size 960x540 --scene terrain --terrain faithful --camera 0,30,50,0,-28
shot terrain-fixed.png --size 960x540 --scene terrain --terrain fixed --camera 0,30,50,0,-28
shot terrain-rings.png --size 960x540 --scene terrain --terrain-layout rings --camera 40,45,80,0,-40
shot grid5.png --size 960x540 --grid 5 --camera 0,1400,1700,0,-45    # GameDraw's commented-out loop
shot world.png --size 960x540 --world --view-distance 12000 --camera 0,400,0,20,-12   # the unbounded world, in its fog
shot world-4000.png --size 960x540 --world --view-distance 4000 --camera 0,120,0,20,-8     # the level of detail
shot world-8000.png --size 960x540 --world --view-distance 8000 --camera 0,120,0,20,-8     # at each view distance
shot world-16000.png --size 960x540 --world --view-distance 16000 --camera 0,120,0,20,-8   # (docs/world.md)
shot world-30000.png --size 960x540 --world --view-distance 30000 --camera 0,120,0,20,-8
shot world-overlay.png --size 960x540 --world --overlay --camera 0,120,0,20,-8   # with the status line (--overlay)
shot city-fog.png --size 960x540 --grid 5 --fog --camera 0,600,1500,0,-20   # any scene can have fog and sky (G)
shot pixelcity.png --size 960x540 --scene pixelcity                 # Pixel City by night, from the start pose
shot pixelcity-above.png --size 960x540 --scene pixelcity --camera 700,150,800,35,-20   # over the hot zone
shot pixelcity-flat.png --size 960x540 --scene pixelcity --camera 700,150,800,35,-20 --look flat,no-bloom   # T
shot pixelcity-wireframe.png --size 960x540 --scene pixelcity --camera 700,150,800,35,-20 --look wireframe  # W
shot pixelcity-overview.png --size 960x540 --scene pixelcity --seed 6 --camera 512,130,900,0,-14   # the original's overview: its sky
shot pixelcity-avenue.png --size 960x540 --scene pixelcity --seed 6 --camera 526,6,760,0,-4     # down seed 6's avenue: its cars
shot pixelcity-modern.png --size 960x540 --scene pixelcity --seed 6 --camera 512,130,900,0,-14 --look modern   # the modern look (M): 60 degrees, trim lines
shot pixelcity-sunlit.png --size 960x540 --scene pixelcity --seed 6 --camera 512,320,860,0,-45 --look shadowed,modern   # the shadowed look (2): the sun's shadows
shot pixelcity-dusk.png --size 960x540 --scene pixelcity --seed 6 --camera 512,130,900,0,-14 --sky dusk   # --sky dusk: the far city fades into it
# By the clock (--time, --place): one seed at the overview in Paris on 21 June, solar noon, sunset,
# civil dusk (the street lights on, most windows still dark) and midnight (the original's night).
shot pixelcity-noon.png --size 640x360 --scene pixelcity --seed 6 --camera 512,130,900,0,-14 --time 2026-06-21T13:52+02:00 --place 48.85,2.35
shot pixelcity-sunset.png --size 640x360 --scene pixelcity --seed 6 --camera 512,130,900,0,-14 --time 2026-06-21T21:58+02:00 --place 48.85,2.35
shot pixelcity-civil-dusk.png --size 640x360 --scene pixelcity --seed 6 --camera 512,130,900,0,-14 --time 2026-06-21T22:48+02:00 --place 48.85,2.35
shot pixelcity-midnight.png --size 640x360 --scene pixelcity --seed 6 --camera 512,130,900,0,-14 --time 2026-06-22T00:00+02:00 --place 48.85,2.35
shot night-world.png --size 960x540 --world --variant pixelcity --camera 1024,80,1100,45,-15   # the endless night: four cities meet below
shot redux-world.png --size 960x540 --world --variant redux --camera 100000,60,100000,30,-10   # Redux's, 100,000 units out
shot redux.png --size 960x540 --scene redux                         # Redux from above: streets at angles
shot redux-street.png --size 960x540 --scene redux --walk           # on foot, on the nearest sidewalk
shot redux-ega.png --size 960x540 --scene redux --walk --palette ega   # the colour crush: EGA's 16
shot redux-cga.png --size 960x540 --scene redux --palette cga       # and CGA's 4
shot city-ega.png --palette ega                                      # any scene can be crushed
"$zcity" --plan "$out/plan.svg"                                      # the seed tree: the suburb cuts
"$zcity" --plan "$out/pixelcity-plan.svg" --scene pixelcity          # streets, zones and footprints
"$zcity" --plan "$out/redux-plan.png" --scene redux                  # streets, markers, blocks, sites
echo "make-gallery: pictures in $out"
