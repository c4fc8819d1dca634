// The Konva shapes the scenes draw (src/scene2d/konva.ts's names), each module registering its
// class with Konva's core as it is evaluated. Loaded in a step of its own, after the core and
// before react-konva, so that no one step evaluates all of Konva at once.
import 'konva/lib/shapes/Rect.js';
import 'konva/lib/shapes/Circle.js';
import 'konva/lib/shapes/Line.js';
import 'konva/lib/shapes/Arrow.js';
import 'konva/lib/shapes/Text.js';
import 'konva/lib/shapes/Label.js';
import 'konva/lib/shapes/Wedge.js';
import './konvaLayers';
