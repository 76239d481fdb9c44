const babelOptions = {
  presets: [["babel-preset-gatsby", { reactRuntime: "automatic", reactImportSource: "@emotion/react" }], "@babel/preset-typescript"],
  plugins: ["@emotion/babel-plugin"],
};

module.exports = require("babel-jest").default.createTransformer(babelOptions);
