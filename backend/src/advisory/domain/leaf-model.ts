/**
 * The offline leaf model: a logistic regression over leafFeatures (in LEAF_FEATURE_NAMES order),
 * healthy vs not-healthy, trained by backend/scripts/train-leaf-model.cjs on the 1167 photos of the
 * iBean train split (MIT; Makerere AI Lab and NaCRRI). Generated: do not edit by hand
 * (docs/leaf-health.md, "The leaf model").
 */
export const LEAF_MODEL = {
  mean: [
    0.8701, 0.08035, 0.03916, 0.00499, 0.01849, 0.03914, 0.05613, 0.19339, 0.33274, 0.31053,
    0.04458, 0.52536, 0.16141, 0.61409, 0.1547, 0.09458, 0.2648, 0.03534, 0.01046, 7.4981, 4.14358,
    2.42142, 0.9331, -0.14427, 0.10481,
  ],
  scale: [
    0.11142, 0.09332, 0.03184, 0.00896, 0.02038, 0.04602, 0.05886, 0.166, 0.19857, 0.25854, 0.11074,
    0.16168, 0.04325, 0.09041, 0.03838, 0.03573, 0.14872, 0.01045, 0.0106, 4.75342, 3.22511,
    1.57065, 0.65278, 0.0804, 0.10249,
  ],
  weights: [
    0.01493, 0.36801, -0.36173, -0.00609, 0.21533, 0.61755, 0.11069, 0.59696, 0.18152, -0.59091,
    -0.19541, -0.1256, -1.10016, -0.20554, 0.34047, -0.25173, -0.56235, 0.34557, 0.22735, 0.39714,
    0.20515, 0.72956, 0.12299, -0.70815, 0.35857,
  ],
  bias: 0.86878,
} as const;
