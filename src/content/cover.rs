//! The cover of a post that names no picture: a 1200×630 PNG (link previews take no SVG) in
//! the site's accent colour, darkening across the diagonal, with a few soft circles, a ring
//! and a patch of dots placed by the post's slug, so that posts differ and all follow the
//! operator's brand. No text: the page shows the title.
//!
//! It is drawn when first asked for, not at start: its address is a hash of what it is drawn
//! from, not of its bytes.

use sha2::{Digest, Sha256};

pub const COVER_WIDTH: u32 = 1200;
pub const COVER_HEIGHT: u32 = 630;
/// Changes whenever the drawing does, so every cover gets a new address (they are cached for
/// good).
const DESIGN: &str = "cover-1";

/// A post's drawn cover, served at `/content/covers/{slug}.png`.
#[derive(Debug, Clone)]
pub struct Cover {
    pub slug: String,
    /// `#rrggbb`.
    pub accent: String,
}

impl Cover {
    /// `covers/{slug}.png`: a name no picture of the folder can have (theirs have no `/`).
    pub fn name(&self) -> String {
        format!("covers/{}.png", self.slug)
    }

    /// `/content/covers/{slug}.png?v={hash}`, the hash of the design, the colour and the slug.
    pub fn url(&self) -> String {
        let digest = Sha256::digest(format!("{DESIGN}\n{}\n{}", self.accent, self.slug));
        format!("/content/{}?v={}", self.name(), hex::encode(&digest[..6]))
    }

    /// The PNG.
    pub fn draw(&self) -> Vec<u8> {
        let mut canvas = Canvas::new(rgb(&self.accent));
        for shape in shapes(&self.slug) {
            canvas.paint(&shape);
        }
        canvas.png()
    }
}

/// `#rrggbb` as channels from 0 to 1 (the accent colour is checked when the site is read).
fn rgb(hex: &str) -> [f32; 3] {
    let channel = |at: usize| {
        u8::from_str_radix(hex.get(at..at + 2).unwrap_or("00"), 16).unwrap_or(0) as f32 / 255.0
    };
    [channel(1), channel(3), channel(5)]
}

/// A disc, or a ring when `stroke` is given, in white (or black) at `alpha`.
struct Shape {
    x: f32,
    y: f32,
    radius: f32,
    stroke: Option<f32>,
    white: bool,
    alpha: f32,
}

/// The slug's shapes: two large soft discs, a ring and a patch of dots, mirrored for half the
/// slugs.
fn shapes(slug: &str) -> Vec<Shape> {
    let seed = Sha256::digest(format!("{DESIGN}\n{slug}"));
    // A number from `low` to `high`, from the seed's byte `at`.
    let pick = |at: usize, low: f32, high: f32| low + (high - low) * f32::from(seed[at]) / 255.0;
    let (w, h) = (COVER_WIDTH as f32, COVER_HEIGHT as f32);
    let mirrored = seed[0] & 1 == 1;
    let x = |x: f32| if mirrored { w - x } else { x };
    let disc = |x: f32, y: f32, radius: f32, white: bool, alpha: f32| Shape {
        x,
        y,
        radius,
        stroke: None,
        white,
        alpha,
    };
    let mut shapes = vec![
        disc(
            x(pick(1, 760.0, 1080.0)),
            pick(2, -40.0, h + 40.0),
            pick(3, 260.0, 380.0),
            true,
            0.13,
        ),
        disc(
            x(pick(4, 420.0, 760.0)),
            pick(5, 380.0, h + 120.0),
            pick(6, 130.0, 230.0),
            seed[7] & 1 == 0,
            0.12,
        ),
        Shape {
            x: x(pick(8, 140.0, 520.0)),
            y: pick(9, 60.0, 260.0),
            radius: pick(10, 70.0, 150.0),
            stroke: Some(pick(11, 14.0, 26.0)),
            white: true,
            alpha: 0.3,
        },
        disc(x(pick(12, 880.0, 1100.0)), pick(13, 90.0, 520.0), pick(14, 26.0, 52.0), true, 0.28),
    ];
    let (columns, rows) = (5 + usize::from(seed[15] % 4), 3 + usize::from(seed[16] % 3));
    let (left, top) = (pick(17, 70.0, 380.0), pick(18, 330.0, h - 50.0 - 30.0 * rows as f32));
    for row in 0..rows {
        for column in 0..columns {
            let centre = left + 30.0 * column as f32;
            shapes.push(disc(x(centre), top + 30.0 * row as f32, 4.0, true, 0.4));
        }
    }
    shapes
}

/// RGB pixels, each channel from 0 to 1.
struct Canvas {
    pixels: Vec<[f32; 3]>,
}

impl Canvas {
    /// The accent colour, darkening towards the bottom-right corner.
    fn new(accent: [f32; 3]) -> Self {
        let (w, h) = (COVER_WIDTH as usize, COVER_HEIGHT as usize);
        let mut pixels = Vec::with_capacity(w * h);
        for y in 0..h {
            for x in 0..w {
                let t = 0.6 * x as f32 / w as f32 + 0.4 * y as f32 / h as f32;
                let shade = 1.06 - 0.3 * t;
                pixels.push(
                    accent.map(
                        |c| if shade > 1.0 { c + (1.0 - c) * (shade - 1.0) } else { c * shade },
                    ),
                );
            }
        }
        Self { pixels }
    }

    /// `shape` blended over what is there, its edge smoothed over one pixel.
    fn paint(&mut self, shape: &Shape) {
        let (w, h) = (COVER_WIDTH as i64, COVER_HEIGHT as i64);
        let reach = shape.radius + shape.stroke.unwrap_or(0.0) / 2.0 + 1.0;
        let clip = |value: f32, max: i64| (value as i64).clamp(0, max);
        let tint = if shape.white { 1.0 } else { 0.0 };
        for y in clip(shape.y - reach, h)..clip(shape.y + reach + 1.0, h) {
            for x in clip(shape.x - reach, w)..clip(shape.x + reach + 1.0, w) {
                let (dx, dy) = (x as f32 + 0.5 - shape.x, y as f32 + 0.5 - shape.y);
                let distance = (dx * dx + dy * dy).sqrt();
                let inside = match shape.stroke {
                    None => shape.radius - distance,
                    Some(stroke) => stroke / 2.0 - (distance - shape.radius).abs(),
                };
                let cover = (inside + 0.5).clamp(0.0, 1.0) * shape.alpha;
                if cover > 0.0 {
                    let pixel = &mut self.pixels[(y * w + x) as usize];
                    *pixel = pixel.map(|c| c + (tint - c) * cover);
                }
            }
        }
    }

    fn png(&self) -> Vec<u8> {
        let bytes: Vec<u8> = self
            .pixels
            .iter()
            .flat_map(|pixel| pixel.map(|c| (c.clamp(0.0, 1.0) * 255.0).round() as u8))
            .collect();
        let mut out = Vec::new();
        let mut encoder = png::Encoder::new(&mut out, COVER_WIDTH, COVER_HEIGHT);
        encoder.set_color(png::ColorType::Rgb);
        encoder.set_depth(png::BitDepth::Eight);
        encoder.set_compression(png::Compression::Balanced);
        // Writing to memory cannot fail, and the size and the data's length agree.
        let mut writer = encoder.write_header().expect("PNG header in memory");
        writer.write_image_data(&bytes).expect("PNG data in memory");
        writer.finish().expect("PNG end in memory");
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn decode(png: &[u8]) -> (png::OutputInfo, Vec<u8>) {
        let mut reader = png::Decoder::new(std::io::Cursor::new(png)).read_info().unwrap();
        let mut pixels = vec![0; reader.output_buffer_size().unwrap()];
        let info = reader.next_frame(&mut pixels).unwrap();
        (info, pixels)
    }

    #[test]
    fn a_cover_is_a_png_for_link_previews_in_the_accent_colour() {
        let cover = Cover { slug: "autumn-offers".into(), accent: "#c2410c".into() };
        let (info, pixels) = decode(&cover.draw());
        assert_eq!((info.width, info.height), (1200, 630));
        // The top-left corner is the accent colour, a shade lighter.
        let corner = &pixels[..3];
        assert!(corner[0] >= 0xc2 && corner[1] >= 0x41 && corner[2] >= 0x0c, "{corner:?}");
        assert!(corner[0] > corner[1] && corner[1] > corner[2], "orange stays orange: {corner:?}");
        assert!(cover.url().starts_with("/content/covers/autumn-offers.png?v="));
    }

    #[test]
    fn posts_and_colours_get_covers_of_their_own() {
        let cover = |slug: &str, accent: &str| Cover { slug: slug.into(), accent: accent.into() };
        let a = cover("autumn-offers", "#c2410c");
        let b = cover("winter-menus", "#c2410c");
        assert_ne!(decode(&a.draw()).1, decode(&b.draw()).1);
        assert_ne!(a.url(), b.url());
        assert_ne!(a.url(), cover("autumn-offers", "#0f766e").url());
        assert_eq!(a.url(), cover("autumn-offers", "#c2410c").url(), "the address is stable");
    }
}
