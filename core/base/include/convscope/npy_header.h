// The one reading and writing of a .npy header's text, shared by every .npy and .npz in the
// project (core's npy.h and npy_tensor.h, train's npz members) so that they cannot drift apart.
// Reading the preamble (magic, version, length) stays with each caller: one reads a file as it
// goes, the others bytes already in memory.
#pragma once

#include <string>
#include <vector>

#include "convscope/status.h"

namespace convscope {

// The three values of a header's dict literal, each as its text says it.
struct NpyHeaderDict {
  std::string descr;         // quotes kept: "'<f4'"
  std::string fortranOrder;  // "False" or "True"
  std::string shape;         // "(2, 3)", "(7,)"
};

// descr, fortran_order and shape from the header's dict literal, keys and descr in single or
// double quotes as NumPy reads them (descr comes back in single quotes). InvalidArgument naming
// the key that is missing, or a fortran_order that is not False or True (0 is not a bool to
// NumPy either). Each value runs to the next ',' or '}' outside parentheses.
Result<NpyHeaderDict> parseNpyHeaderDict(const std::string& header);

// "(2, 3, 5)" or "(7,)" → {2, 3, 5} or {7}; InvalidArgument for anything but integers from 0 to
// INT_MAX.
Result<std::vector<int>> parseNpyShape(const std::string& shape);

// "(8, 1, 3, 3)", "(10,)": as NumPy prints a shape.
std::string npyShapeText(const std::vector<int>& dims);

// Everything before the data of a version 1.0 '<f4' C-order .npy of this shape: magic, version,
// header length, then the dict padded with spaces and a '\n' so that the data starts on a 64-byte
// boundary, as numpy writes it.
std::string npyPreamble(const std::vector<int>& dims);

}  // namespace convscope
