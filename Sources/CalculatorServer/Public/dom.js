// The page's elements, found by their id in index.html.

// The element with this id.
export const $ = (id) => document.getElementById(id);
