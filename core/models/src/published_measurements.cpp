#include "convscope/published_measurements.h"

#include <charconv>
#include <cmath>
#include <stdexcept>

namespace convscope {
namespace {

#include "published_tables_csv.inc"

double publishedDouble(const std::string& s) {
  double v = 0;
  const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || end != s.data() + s.size())
    throw std::runtime_error("published table: not a number: " + s);
  return v;
}

int publishedInt(const std::string& s) {
  int v = 0;
  const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || end != s.data() + s.size())
    throw std::runtime_error("published table: not an integer: " + s);
  return v;
}

// Column by name, so that the CSV's order may change without the reader.
struct PublishedColumns {
  std::vector<std::string> names;
  const std::string& get(const std::vector<std::string>& row, std::string_view name) const {
    for (size_t i = 0; i < names.size(); ++i) {
      if (names[i] == name && i < row.size()) return row[i];
    }
    throw std::runtime_error("published table: no column " + std::string(name));
  }
};

bool hasPart(std::string_view text, std::string_view part) {
  return text.find(part) != std::string_view::npos;
}

double absLogRatio(double a, double b) {
  return std::fabs(std::log(a / b));
}

}  // namespace

std::vector<std::vector<std::string>> parseCsv(std::string_view text) {
  std::vector<std::vector<std::string>> rows;
  std::vector<std::string> row;
  std::string field;
  bool quoted = false, any = false;
  for (size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (quoted) {
      if (c == '"' && i + 1 < text.size() && text[i + 1] == '"') {
        field += '"';
        ++i;
      } else if (c == '"') {
        quoted = false;
      } else {
        field += c;
      }
    } else if (c == '"') {
      quoted = any = true;
    } else if (c == ',') {
      row.push_back(std::move(field));
      field.clear();
      any = true;
    } else if (c == '\n' || c == '\r') {
      if (c == '\r' && i + 1 < text.size() && text[i + 1] == '\n') ++i;
      if (any || !field.empty()) {
        row.push_back(std::move(field));
        rows.push_back(std::move(row));
      }
      field.clear();
      row.clear();
      any = false;
    } else {
      field += c;
      any = true;
    }
  }
  if (any || !field.empty()) {
    row.push_back(std::move(field));
    rows.push_back(std::move(row));
  }
  return rows;
}

std::string_view deepBenchCsv() {
  return kDeepBenchCsvText;
}

std::string_view cnnBenchmarksCsv() {
  return kCnnBenchmarksCsvText;
}

std::string PublishedLayerRow::libraryShort() const {
  // "cuDNN 7.6.2.24, CUDA 10.1.243" → "cuDNN 7.6"
  if (library.starts_with("cuDNN ")) {
    const size_t first = library.find('.', 6);
    if (first != std::string::npos) {
      const size_t second = library.find_first_of(".,", first + 1);
      return library.substr(0, second);
    }
  }
  return library.substr(0, library.find(','));
}

std::string PublishedLayerRow::deviceShort() const {
  std::string d = device;
  if (d.starts_with("NVIDIA ")) d = d.substr(7);
  if (d.starts_with("Tesla ")) d = d.substr(6);
  if (const size_t p = d.find(" (DGX-1)"); p != std::string::npos) d.erase(p);
  if (d.starts_with("Intel ")) d = d.substr(6);
  if (const size_t p = d.find(" (CPU, 68 cores)"); p != std::string::npos)
    d = d.substr(0, p) + " (CPU)";
  return d;
}

const std::vector<PublishedLayerRow>& deepBenchRows() {
  static const std::vector<PublishedLayerRow> rows = [] {
    const auto table = parseCsv(deepBenchCsv());
    PublishedColumns c{table.at(0)};
    std::vector<PublishedLayerRow> out;
    for (size_t i = 1; i < table.size(); ++i) {
      const auto& t = table[i];
      PublishedLayerRow r;
      r.device = c.get(t, "device");
      r.precision = c.get(t, "precision");
      r.library = c.get(t, "library");
      r.application = c.get(t, "application");
      r.width = publishedInt(c.get(t, "W"));
      r.height = publishedInt(c.get(t, "H"));
      r.channels = publishedInt(c.get(t, "C"));
      r.batch = publishedInt(c.get(t, "N"));
      r.filters = publishedInt(c.get(t, "K"));
      r.pad = publishedInt(c.get(t, "pad"));
      r.stride = publishedInt(c.get(t, "stride"));
      r.forwardMs = publishedDouble(c.get(t, "forward_ms"));
      if (const std::string& bd = c.get(t, "backward_data_ms"); !bd.empty())
        r.backwardDataMs = publishedDouble(bd);
      r.backwardWeightsMs = publishedDouble(c.get(t, "backward_weights_ms"));
      r.forwardAlgorithm = c.get(t, "forward_algorithm");
      r.resultsFile = c.get(t, "results_file");
      out.push_back(std::move(r));
    }
    return out;
  }();
  return rows;
}

const std::vector<PublishedNetworkRow>& cnnBenchmarksRows() {
  static const std::vector<PublishedNetworkRow> rows = [] {
    const auto table = parseCsv(cnnBenchmarksCsv());
    PublishedColumns c{table.at(0)};
    std::vector<PublishedNetworkRow> out;
    for (size_t i = 1; i < table.size(); ++i) {
      const auto& t = table[i];
      out.push_back({c.get(t, "network"), c.get(t, "input"), c.get(t, "gpu_or_cpu"),
                     c.get(t, "cudnn"), publishedDouble(c.get(t, "forward_ms")),
                     publishedDouble(c.get(t, "backward_ms")),
                     publishedDouble(c.get(t, "total_ms"))});
    }
    return out;
  }();
  return rows;
}

const PublishedNetworkRow* findNetworkRow(std::string_view network, std::string_view device,
                                          std::string_view cudnn) {
  for (const PublishedNetworkRow& r : cnnBenchmarksRows()) {
    if (r.network == network && r.device == device && r.cudnn == cudnn) return &r;
  }
  return nullptr;
}

std::optional<NearestLayerRow> nearestDeepBenchRow(std::string_view device,
                                                   std::string_view precision, int channels,
                                                   int filters, int height, int width, int batch) {
  std::optional<NearestLayerRow> best;
  if (channels < 1 || filters < 1 || height < 1 || width < 1 || batch < 1) return best;
  const double asked = 2.0 * batch * filters * channels * 9.0 * height * width;
  for (const PublishedLayerRow& r : deepBenchRows()) {
    if (!hasPart(r.device, device) || r.precision != precision || r.stride != 1 || r.pad != 1)
      continue;
    NearestLayerRow n;
    n.row = &r;
    n.distance = absLogRatio(channels, r.channels) + absLogRatio(filters, r.filters) +
                 absLogRatio(height, r.height) + absLogRatio(width, r.width) +
                 absLogRatio(batch, r.batch);
    n.exact = r.channels == channels && r.filters == filters && r.height == height &&
              r.width == width && r.batch == batch;
    n.workRatio = asked / r.directFlops();
    if (!best || n.distance < best->distance) best = n;
  }
  return best;
}

bool isPublishedFigure(double ms, double tolerance) {
  for (const PublishedNetworkRow& r : cnnBenchmarksRows()) {
    for (double v : {r.forwardMs, r.backwardMs, r.totalMs})
      if (std::fabs(v - ms) <= tolerance) return true;
  }
  for (const PublishedLayerRow& r : deepBenchRows()) {
    for (double v : {r.forwardMs, r.backwardDataMs.value_or(-1), r.backwardWeightsMs})
      if (std::fabs(v - ms) <= tolerance) return true;
  }
  return false;
}

double achievedFractionOfPeak(double flops, double ms, double peakTflops) {
  if (ms <= 0 || peakTflops <= 0) return 0;
  return flops / (ms / 1e3) / (peakTflops * 1e12);
}

const std::vector<PublishedMeasurement>& publishedVgg16() {
  // cnn-benchmarks' final revision: the 2016 revisions had 66.56 ms (cuDNN) and 143.81 ms (none)
  // for the GTX 1080; the final table reads 67.27 (cuDNN 5.0.05), 59.37 (5.1.05), 143.73 (none).
  static const std::vector<PublishedMeasurement> rows = [] {
    std::vector<PublishedMeasurement> out;
    const struct {
      std::string_view device, cudnn, hardware;
    } picks[] = {{"CPU: Dual Xeon E5-2630 v3", "None", "dual Xeon E5-2630 v3 (CPU)"},
                 {"GTX 1080", "None", "GTX 1080 without cuDNN"},
                 {"GTX 1080", "5.0.05", "GTX 1080 with cuDNN 5.0.05"},
                 {"GTX 1080", "5.1.05", "GTX 1080 with cuDNN 5.1.05"}};
    for (const auto& p : picks) {
      const PublishedNetworkRow* r = findNetworkRow("VGG-16", p.device, p.cudnn);
      if (r)
        out.push_back({"VGG-16", p.hardware, "forward, batch 16, 224×224", r->forwardMs,
                       kCnnBenchmarksSource, "other hardware, 2016-2017"});
    }
    return out;
  }();
  return rows;
}

}  // namespace convscope

namespace convscope {

std::optional<CalibratedLayer> calibrateToDeepBench(std::string_view device,
                                                    double devicePeakTflops, double modelPeakTflops,
                                                    double launchMs, int channels, int filters,
                                                    int height, int width, int batch) {
  const auto nearest = nearestDeepBenchRow(device, "FP32", channels, filters, height, width, batch);
  if (!nearest || devicePeakTflops <= 0 || modelPeakTflops <= 0) return std::nullopt;
  const PublishedLayerRow& r = *nearest->row;
  CalibratedLayer c;
  c.nearest = *nearest;
  const double rowFlops = r.directFlops();
  const double asked = rowFlops * nearest->workRatio;
  const auto onModel = [&](double fraction) {
    return fraction > 0 ? launchMs + asked / (fraction * modelPeakTflops * 1e12) * 1e3 : 0.0;
  };
  c.forwardFraction = achievedFractionOfPeak(rowFlops, r.forwardMs, devicePeakTflops);
  if (r.backwardDataMs)
    c.backwardDataFraction = achievedFractionOfPeak(rowFlops, *r.backwardDataMs, devicePeakTflops);
  c.backwardWeightsFraction =
      achievedFractionOfPeak(rowFlops, r.backwardWeightsMs, devicePeakTflops);
  c.forwardMs = onModel(c.forwardFraction);
  c.backwardWeightsMs = onModel(c.backwardWeightsFraction);
  // No backward-data row (a first layer): the weight gradient's fraction stands in for it.
  c.backwardDataMs =
      onModel(c.backwardDataFraction > 0 ? c.backwardDataFraction : c.backwardWeightsFraction);
  return c;
}

}  // namespace convscope
