#include "convscope/kernel.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <limits>
#include <string>

#include "convscope/ascii.h"
#include "convscope/message_text.h"

namespace convscope {

namespace {

struct PresetDef {
  KernelPreset preset;
  std::array<float, kTaps> weights;
  float divisor;
};

const std::vector<PresetDef>& presetDefs() {
  static const std::vector<PresetDef> defs = {
      {{"identity", "copies the input: the centre weight is 1"}, {0, 0, 0, 0, 1, 0, 0, 0, 0}, 1},
      {{"box-blur", "averages the 3×3 neighbourhood"}, {1, 1, 1, 1, 1, 1, 1, 1, 1}, 9},
      {{"gaussian-blur", "a softer blur: the centre counts most"}, {1, 2, 1, 2, 4, 2, 1, 2, 1}, 16},
      {{"sharpen", "boosts the centre against its neighbours"}, {0, -1, 0, -1, 5, -1, 0, -1, 0}, 1},
      {{"laplacian", "edges in every direction (signed)"}, {0, 1, 0, 1, -4, 1, 0, 1, 0}, 1},
      {{"outline", "strong edges, flat areas go black"}, {-1, -1, -1, -1, 8, -1, -1, -1, -1}, 1},
      {{"sobel-x", "horizontal change: vertical edges (signed)"},
       {-1, 0, 1, -2, 0, 2, -1, 0, 1},
       1},
      {{"sobel-y", "vertical change: horizontal edges (signed)"},
       {-1, -2, -1, 0, 0, 0, 1, 2, 1},
       1},
      {{"emboss", "a relief lit from the top left"}, {-2, -1, 0, -1, 1, 1, 0, 1, 2}, 1},
  };
  return defs;
}

std::string_view trim(std::string_view s) {
  const auto isSpace = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; };
  while (!s.empty() && isSpace(s.front())) s.remove_prefix(1);
  while (!s.empty() && isSpace(s.back())) s.remove_suffix(1);
  return s;
}

// Lower case, '_' and ' ' as '-': "Sobel X" and "sobel_x" both name sobel-x.
std::string normalizedName(std::string_view s) {
  std::string out;
  for (char c : trim(s)) {
    if (c == '_' || c == ' ') c = '-';
    out += asciiLower(c);
  }
  return out;
}

Result<float> parseNumber(std::string_view token, std::string_view what) {
  std::string_view t = trim(token);
  if (!t.empty() && t.front() == '+') t.remove_prefix(1);
  // U+2212 MINUS SIGN, as typeset slides and the formula panel write it.
  std::string ascii;
  if (t.substr(0, 3) == "\xE2\x88\x92") {
    ascii.assign(1, '-');
    ascii.append(t.substr(3));
    t = ascii;
  }
  float value = 0;
  const auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), value);
  std::string quoted = "'";  // appended: GCC 12's -Wrestrict misfires on "'" + std::string
  quoted += shortenForMessage(trim(token));
  quoted += "'";
  if (ec == std::errc::result_out_of_range) {
    return Status::error(StatusCode::InvalidArgument,
                         std::string(what) + " " + quoted + " is out of range for a float");
  }
  if (ec != std::errc() || end != t.data() + t.size() || t.empty()) {
    return Status::error(StatusCode::InvalidArgument,
                         std::string(what) + " " + quoted + " is not a number");
  }
  if (!std::isfinite(value)) {
    return Status::error(StatusCode::InvalidArgument,
                         std::string(what) + " " + quoted + " is not a finite number");
  }
  return value;
}

std::string presetNameList() {
  std::string names;
  for (const PresetDef& d : presetDefs()) {
    if (!names.empty()) names += ", ";
    names += d.preset.name;
  }
  return names;
}

std::string formatNumber(float v) {
  char buffer[32];
  const auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, v);
  return ec == std::errc() ? std::string(buffer, end) : std::string("?");
}

}  // namespace

std::array<float, kTaps> Kernel::effectiveWeights(bool flip) const {
  std::array<float, kTaps> out{};
  for (int i = 0; i < kTaps; ++i) {
    // Turning the kernel 180° is what makes cross-correlation a true convolution.
    const float w = weights[flip ? kTaps - 1 - i : i];
    out[i] = divisor == 1.0f ? w : w / divisor;
  }
  return out;
}

const std::vector<KernelPreset>& kernelPresets() {
  static const std::vector<KernelPreset> presets = [] {
    std::vector<KernelPreset> list;
    for (const PresetDef& d : presetDefs()) list.push_back(d.preset);
    return list;
  }();
  return presets;
}

Result<Kernel> presetKernel(std::string_view name) {
  const std::string wanted = normalizedName(name);
  for (const PresetDef& d : presetDefs()) {
    if (wanted == d.preset.name) return Kernel{d.weights, d.divisor, std::string(d.preset.name)};
  }
  return Status::error(StatusCode::InvalidArgument, "unknown kernel preset '" +
                                                        shortenForMessage(name) +
                                                        "' (presets: " + presetNameList() + ")");
}

Result<Kernel> parseKernel(std::string_view text) {
  std::string_view body = trim(text);
  if (body.empty()) {
    return Status::error(StatusCode::InvalidArgument,
                         "kernel is empty: give 9 numbers such as \"1,0,-1; 2,0,-2; 1,0,-1\" or a "
                         "preset (" +
                             presetNameList() + ")");
  }
  const bool looksNumeric = body.find_first_of("0123456789,;") != std::string_view::npos;
  if (!looksNumeric) {
    Result<Kernel> preset = presetKernel(body);
    if (preset) return preset;
    // "nan" and "inf" are numbers to from_chars: say what is wrong with them, not "no preset".
    float value = 0;
    const auto [end, ec] = std::from_chars(body.data(), body.data() + body.size(), value);
    if (ec == std::errc() && end == body.data() + body.size()) {
      return parseNumber(body, "kernel value").status();
    }
    return preset;
  }

  Kernel kernel;
  kernel.name = "custom";
  if (const size_t slash = body.rfind('/'); slash != std::string_view::npos) {
    Result<float> divisor = parseNumber(body.substr(slash + 1), "kernel divisor");
    if (!divisor) return divisor.status();
    if (*divisor == 0.0f) {
      return Status::error(StatusCode::InvalidArgument, "kernel divisor must not be 0");
    }
    kernel.divisor = *divisor;
    body = trim(body.substr(0, slash));
  }

  // Rows end at ';' or a line break; numbers are separated by ',' or spaces.
  std::vector<std::string_view> tokens;
  int rows = 0;
  std::vector<int> rowLengths;
  size_t start = 0;
  while (start <= body.size()) {
    size_t end = body.find_first_of(";\n", start);
    if (end == std::string_view::npos) end = body.size();
    std::string_view row = trim(body.substr(start, end - start));
    if (!row.empty()) {
      int count = 0;
      size_t p = 0;
      while (p < row.size()) {
        const size_t q = std::min(row.find_first_of(", \t", p), row.size());
        if (q > p) {
          tokens.push_back(row.substr(p, q - p));
          ++count;
        }
        p = q + 1;
      }
      rowLengths.push_back(count);
      ++rows;
    }
    start = end + 1;
  }

  if (tokens.size() != kTaps) {
    return Status::error(StatusCode::InvalidArgument, "kernel needs 9 numbers (3 rows of 3), got " +
                                                          std::to_string(tokens.size()) + " in \"" +
                                                          shortenForMessage(trim(text)) + "\"");
  }
  if (rows > 1 && (rows != kKernelSize || std::any_of(rowLengths.begin(), rowLengths.end(),
                                                      [](int n) { return n != kKernelSize; }))) {
    return Status::error(StatusCode::InvalidArgument,
                         "kernel rows must hold 3 numbers each, separated by ';': \"" +
                             shortenForMessage(trim(text)) + "\"");
  }
  for (int i = 0; i < kTaps; ++i) {
    Result<float> v = parseNumber(tokens[i], "kernel value");
    if (!v) return v.status();
    kernel.weights[i] = *v;
  }
  // Each number may be finite while a weight after the divisor (1e38 / 1e-45) or the sum of 9
  // products with pixels up to 255 is not: every output would be inf or NaN, silently.
  const std::array<float, kTaps> effective = kernel.effectiveWeights(false);
  double largestSum = 0;
  for (float w : effective) {
    if (!std::isfinite(w)) {
      return Status::error(StatusCode::InvalidArgument,
                           "kernel weight " + formatNumber(w) + " after the divisor " +
                               formatNumber(kernel.divisor) + " is not a finite float");
    }
    largestSum += std::fabs(static_cast<double>(w)) * 255.0;
  }
  if (largestSum > static_cast<double>(std::numeric_limits<float>::max())) {
    char reach[32];
    std::snprintf(reach, sizeof reach, "%.3g", largestSum);
    return Status::error(StatusCode::InvalidArgument,
                         std::string("kernel weights are too large: a sum of 9 products with "
                                     "pixels 0..255 could reach ") +
                             reach + ", past the largest float (3.4e38)");
  }
  return kernel;
}

std::string formatKernel(const Kernel& kernel) {
  std::string out;
  for (int i = 0; i < kTaps; ++i) {
    if (i > 0) out += (i % kKernelSize == 0) ? "; " : ",";
    out += formatNumber(kernel.weights[i]);
  }
  if (kernel.divisor != 1.0f) out += " / " + formatNumber(kernel.divisor);
  return out;
}

}  // namespace convscope
