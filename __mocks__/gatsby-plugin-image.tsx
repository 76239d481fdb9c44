// gatsby-plugin-image needs its build step to know an image's sizes; in jest a
// StaticImage is a plain <img> so snapshots still show its alt text.
import * as React from "react";

const actual = jest.requireActual("gatsby-plugin-image");

module.exports = {
  ...actual,
  StaticImage: ({ src, alt }: { src: string; alt: string }) => React.createElement("img", { src, alt }),
};
