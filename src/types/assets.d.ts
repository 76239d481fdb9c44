// Images imported by components resolve to their URL (webpack asset modules).
declare module "*.svg" {
  const src: string;
  export default src;
}
declare module "*.png" {
  const src: string;
  export default src;
}
