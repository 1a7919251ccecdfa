// Logistic regression for the two small models we train offline (the leaf model and the AgroBot
// ranker): features standardised, L2-regularised log loss, classes weighted equally, full-batch
// gradient descent. The models are a few dozen weights; inference lives in the app's code.

function standardise(rows) {
  const d = rows[0].length;
  const mean = new Array(d).fill(0);
  const scale = new Array(d).fill(0);
  for (const r of rows) r.forEach((v, j) => (mean[j] += v / rows.length));
  for (const r of rows) r.forEach((v, j) => (scale[j] += (v - mean[j]) ** 2 / rows.length));
  return { mean, scale: scale.map((v) => Math.sqrt(v) || 1) };
}

const sigmoid = (z) => 1 / (1 + Math.exp(-z));

function fit(rows, labels, { l2 = 0.01, steps = 3000, rate = 0.5 } = {}) {
  const { mean, scale } = standardise(rows);
  const x = rows.map((r) => r.map((v, j) => (v - mean[j]) / scale[j]));
  const d = mean.length;
  const w = new Array(d).fill(0);
  let b = 0;
  const positives = labels.filter(Boolean).length;
  const weightOf = (y) =>
    y ? rows.length / (2 * positives) : rows.length / (2 * (rows.length - positives));
  for (let step = 0; step < steps; step++) {
    const gw = new Array(d).fill(0);
    let gb = 0;
    x.forEach((xi, i) => {
      const p = sigmoid(xi.reduce((s, v, j) => s + v * w[j], b));
      const g = (p - labels[i]) * weightOf(labels[i]);
      xi.forEach((v, j) => (gw[j] += (g * v) / x.length));
      gb += g / x.length;
    });
    for (let j = 0; j < d; j++) w[j] -= rate * (gw[j] + l2 * w[j]);
    b -= rate * gb;
  }
  return { mean, scale, weights: w, bias: b };
}

function logOdds(model, row) {
  return row.reduce(
    (s, v, j) => s + ((v - model.mean[j]) / model.scale[j]) * model.weights[j],
    model.bias,
  );
}

const predict = (model, row) => sigmoid(logOdds(model, row));

/** The model as TypeScript literal fields, rounded to 5 decimals. */
function modelFields(model) {
  const round = (v) => Math.round(v * 1e5) / 1e5;
  return `mean: ${JSON.stringify(model.mean.map(round))},
  scale: ${JSON.stringify(model.scale.map(round))},
  weights: ${JSON.stringify(model.weights.map(round))},
  bias: ${round(model.bias)},`;
}

module.exports = { fit, predict, logOdds, modelFields };
