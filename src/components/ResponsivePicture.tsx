import type { IGatsbyImageData } from "gatsby-plugin-image";

/**
 * Its size on the page comes from the parent's styles, never a `css` prop: Emotion
 * would put a <style> element inside <picture> before the <img>, which ends the
 * browser's choice among the <source>s and makes it download the PNG as well.
 *
 * An image processed by gatsby-plugin-image (AVIF, WebP and PNG at several
 * widths) rendered as a plain <picture>. GatsbyImage's own component would add
 * about 21 KB gzip of JavaScript to the first load for an image that needs
 * none: the browser picks the format and size itself, and the width and height
 * attributes reserve its space so nothing shifts as it loads.
 */
export function ResponsivePicture({ image, alt, priority = false }: { image: IGatsbyImageData; alt: string; priority?: boolean }) {
  const { images, width, height } = image;
  return (
    <picture>
      {images.sources?.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img
        src={images.fallback?.src}
        srcSet={images.fallback?.srcSet}
        sizes={images.fallback?.sizes}
        width={width}
        height={height}
        alt={alt}
        decoding="async"
        loading={priority ? "eager" : "lazy"}
        {...(priority ? { fetchpriority: "high" } : {})}
      />
    </picture>
  );
}
