import { RGBAFormat, UnsignedByteType, type Texture, type WebGLRenderer } from 'three';

/**
 * How much of an image goes to the GPU per step (bytes): a 960 × 600 colour map (2.3 MB) handed
 * over at once held the page's main thread ~90–130 ms at 4× CPU slowdown here (the browser copies
 * it through a transfer buffer of its own, waiting for the GPU process as that fills); a quarter
 * of a megabyte a step keeps each step near a tenth of that.
 */
export const BAND_BYTES = 256 * 1024;

/** Whether `texture`'s pixels can be sent in rows as they are: RGBA bytes, bottom row first, not premultiplied. */
function bandable(texture: Texture, image: unknown): image is ImageData {
  return (
    typeof ImageData !== 'undefined' &&
    image instanceof ImageData &&
    texture.format === RGBAFormat &&
    texture.type === UnsignedByteType &&
    !texture.flipY &&
    !texture.premultiplyAlpha &&
    image.data.byteLength > BAND_BYTES
  );
}

/** The rows of each step for an image `width` px wide, from the top of the texture's storage (its row 0). */
export function bands(width: number, height: number, bytesPerStep = BAND_BYTES): { y: number; rows: number }[] {
  const rows = Math.max(1, Math.floor(bytesPerStep / (Math.max(1, width) * 4)));
  const steps: { y: number; rows: number }[] = [];
  for (let y = 0; y < height; y += rows) steps.push({ y, rows: Math.min(rows, height - y) });
  return steps;
}

/** What three.js keeps of a texture it has put on the GPU (WebGLTextures). */
interface TextureHandle {
  __webglTexture?: WebGLTexture;
  /** The texture's version last uploaded. */
  __version?: number;
}

/** Whether the GPU holds `texture` as it is now (nothing waiting to be sent at its next use). */
function current(renderer: WebGLRenderer, texture: Texture): boolean {
  const held = renderer.properties.get(texture) as TextureHandle;
  return held.__webglTexture !== undefined && held.__version === texture.version;
}

/** Sends `image`'s rows to `texture` in steps, `between` awaited before each (false: stop), then its mipmaps. */
async function sendRows(renderer: WebGLRenderer, texture: Texture, image: ImageData, between: () => Promise<boolean>): Promise<boolean> {
  const gl = renderer.getContext() as WebGL2RenderingContext;
  // Binds the texture through three.js's own state, which remembers the binding (and the
  // unpacking) it last set; false once the texture is gone from the GPU (disposed meanwhile).
  const bound = () => {
    const handle = (renderer.properties.get(texture) as TextureHandle).__webglTexture;
    if (handle) renderer.state.bindTexture(gl.TEXTURE_2D, handle);
    return handle !== undefined;
  };
  for (const { y, rows } of bands(image.width, image.height)) {
    if (!(await between()) || !bound()) return false;
    renderer.state.pixelStorei(gl.UNPACK_FLIP_Y_WEBGL, false);
    renderer.state.pixelStorei(gl.UNPACK_PREMULTIPLY_ALPHA_WEBGL, false);
    renderer.state.pixelStorei(gl.UNPACK_ALIGNMENT, texture.unpackAlignment);
    gl.texSubImage2D(gl.TEXTURE_2D, 0, 0, y, image.width, rows, gl.RGBA, gl.UNSIGNED_BYTE, image.data, y * image.width * 4);
  }
  if (!(await between())) return false;
  if (texture.generateMipmaps) {
    if (!bound()) return false;
    gl.generateMipmap(gl.TEXTURE_2D);
  }
  return true;
}

/**
 * Puts `texture` on the GPU a band of rows per step, `between` awaited before each step (false:
 * stop; what is not sent then goes whole with the texture's next use). A texture that cannot go in
 * bands (not RGBA bytes as they are, or small) goes whole, in one step. Resolves true once it is there.
 */
export async function uploadInSlices(renderer: WebGLRenderer, texture: Texture, between: () => Promise<boolean>): Promise<boolean> {
  const image: unknown = texture.image;
  if (current(renderer, texture)) return true;
  if (!(await between())) return false;
  if (!bandable(texture, image)) {
    renderer.initTexture(texture);
    return true;
  }
  // Storage and settings first, without the pixels (three.js sends none while its source is not ready).
  texture.source.dataReady = false;
  try {
    renderer.initTexture(texture);
  } finally {
    texture.source.dataReady = true;
  }
  if (await sendRows(renderer, texture, image, between)) return true;
  texture.needsUpdate = true;
  return false;
}

/**
 * Shows `image` in `texture` (as large as the image it holds, already on the GPU) by sending it
 * in bands as uploadInSlices does, so that a repaint never holds the page for a frame's whole
 * upload. Anything else (a first upload, a new size, a canvas) is left to three.js, whole, at the
 * texture's next use. Resolves false if `between` said stop part-way: `image` is then sent whole at
 * the texture's next use, so no frame shows rows of two images.
 */
export async function replaceInSlices(renderer: WebGLRenderer, texture: Texture, image: ImageData, between: () => Promise<boolean>): Promise<boolean> {
  const held: unknown = texture.image;
  const onGpu = current(renderer, texture);
  const sameSize = held instanceof ImageData && held.width === image.width && held.height === image.height;
  if (!onGpu || !sameSize || !bandable(texture, image)) {
    texture.image = image;
    texture.needsUpdate = true;
    return true;
  }
  texture.image = image;
  if (await sendRows(renderer, texture, image, between)) return true;
  texture.needsUpdate = true;
  return false;
}
