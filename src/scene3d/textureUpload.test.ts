import { describe, expect, it } from 'vitest';
import { Texture, type WebGLRenderer } from 'three';
import { BAND_BYTES, bands, replaceInSlices, uploadInSlices } from './textureUpload';

// Node has no ImageData: the smallest stand-in the module's checks accept.
class FakeImageData {
  readonly data: Uint8ClampedArray;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.data = new Uint8ClampedArray(width * height * 4);
  }
}
(globalThis as { ImageData?: unknown }).ImageData ??= FakeImageData;

/** A renderer that records what is sent, and keeps three.js's record of each texture as WebGLTextures would. */
function fakeRenderer() {
  const sent: { y: number; rows: number; offset: number }[] = [];
  const wholeUploads: Texture[] = [];
  const mipmaps: number[] = [];
  const records = new Map<object, { __webglTexture?: object; __version?: number }>();
  const record = (texture: object) => {
    if (!records.has(texture)) records.set(texture, {});
    return records.get(texture)!;
  };
  const gl = {
    TEXTURE_2D: 1,
    RGBA: 2,
    UNSIGNED_BYTE: 3,
    UNPACK_FLIP_Y_WEBGL: 4,
    UNPACK_PREMULTIPLY_ALPHA_WEBGL: 5,
    UNPACK_ALIGNMENT: 6,
    texSubImage2D: (_target: number, _level: number, _x: number, y: number, _width: number, rows: number, _format: number, _type: number, _data: unknown, offset: number) =>
      sent.push({ y, rows, offset }),
    generateMipmap: () => mipmaps.push(sent.length),
  };
  const renderer = {
    getContext: () => gl,
    properties: { get: record },
    state: { bindTexture: () => {}, pixelStorei: () => {} },
    initTexture: (texture: Texture) => {
      const held = record(texture);
      held.__webglTexture ??= {};
      if (held.__version !== texture.version) {
        if (texture.source.dataReady) wholeUploads.push(texture);
        held.__version = texture.version;
      }
    },
  } as unknown as WebGLRenderer;
  return { renderer, sent, wholeUploads, mipmaps };
}

function boardTexture(width: number, height: number): Texture {
  const texture = new Texture(new ImageData(width, height));
  texture.flipY = false;
  texture.needsUpdate = true;
  return texture;
}

const always = () => Promise.resolve(true);

describe('textures sent in bands', () => {
  it('splits an image into bands of at most BAND_BYTES that cover every row once', () => {
    const steps = bands(960, 600);
    expect(steps.length).toBeGreaterThan(1);
    for (const step of steps) expect(step.rows * 960 * 4).toBeLessThanOrEqual(BAND_BYTES);
    let next = 0;
    for (const { y, rows } of steps) {
      expect(y).toBe(next);
      next += rows;
    }
    expect(next).toBe(600);
    // A row wider than a band still goes, one row a step.
    expect(bands(100_000, 2)).toEqual([
      { y: 0, rows: 1 },
      { y: 1, rows: 1 },
    ]);
  });

  it('puts a large texture on the GPU without its pixels first, then a band per step, then its mipmaps', async () => {
    const { renderer, sent, wholeUploads, mipmaps } = fakeRenderer();
    const texture = boardTexture(960, 600);
    let steps = 0;
    expect(await uploadInSlices(renderer, texture, () => Promise.resolve(++steps > 0))).toBe(true);
    expect(wholeUploads).toEqual([]);
    expect(sent.map(({ y, rows }) => ({ y, rows }))).toEqual(bands(960, 600));
    expect(sent.map((band) => band.offset)).toEqual(bands(960, 600).map(({ y }) => y * 960 * 4));
    expect(mipmaps).toEqual([sent.length]);
    // A step before the storage, one before each band and one before the mipmaps.
    expect(steps).toBe(bands(960, 600).length + 2);
    // Already there: nothing more is sent.
    expect(await uploadInSlices(renderer, texture, always)).toBe(true);
    expect(sent).toHaveLength(bands(960, 600).length);
  });

  it('sends a small texture whole, in one step', async () => {
    const { renderer, sent, wholeUploads } = fakeRenderer();
    const texture = boardTexture(64, 64);
    expect(await uploadInSlices(renderer, texture, always)).toBe(true);
    expect(wholeUploads).toEqual([texture]);
    expect(sent).toEqual([]);
  });

  it('leaves what was not sent to the texture’s next use when told to stop', async () => {
    const { renderer, sent } = fakeRenderer();
    const texture = boardTexture(960, 600);
    const version = texture.version;
    let steps = 0;
    expect(await uploadInSlices(renderer, texture, () => Promise.resolve(++steps <= 3))).toBe(false);
    expect(sent).toHaveLength(2);
    expect(texture.version).toBeGreaterThan(version);
  });

  it('repaints a texture on the GPU in bands, and leaves one not yet there to three.js', async () => {
    const { renderer, sent, wholeUploads } = fakeRenderer();
    const texture = boardTexture(960, 600);
    const first = new ImageData(960, 600);
    expect(await replaceInSlices(renderer, texture, first, always)).toBe(true);
    expect(texture.image).toBe(first);
    expect(sent).toEqual([]);
    renderer.initTexture(texture);
    expect(wholeUploads).toEqual([texture]);
    const second = new ImageData(960, 600);
    const version = texture.version;
    expect(await replaceInSlices(renderer, texture, second, always)).toBe(true);
    expect(texture.image).toBe(second);
    expect(texture.version).toBe(version);
    expect(sent).toHaveLength(bands(960, 600).length);
  });
});
