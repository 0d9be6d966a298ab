// loads.mjs — what the page's load benchmarks share (page.mjs --only load, load-ab.mjs): the views
// they load, and the median they report.

// Every scene, and the endless worlds of the three kinds that have one (issue 33: each ready in
// under a second): a name and the page's link fragment.
export const loadViews = {
  tidied: '', t2: '#scene=t2', zterrain: '#scene=zterrain', terrain: '#scene=terrain',
  pixelcity: '#scene=pixelcity', redux: '#scene=redux', world: '#world=1',
  'world-pixelcity': '#scene=pixelcity&world=1', 'world-redux': '#scene=redux&world=1',
};

// The middle value, or the mean of the two middle ones.
export function median(values) {
  const s = [...values].sort((a, b) => a - b), m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}
