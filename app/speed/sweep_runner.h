// Runs the size sweep: the CPU engines measured here, the GPU series measured on a CUDA device,
// else read from a recorded file, else computed by the timing model. Runs on the caller's thread
// (the window puts it on a worker); progress and cancel come from the caller.
#pragma once

#include <atomic>
#include <functional>

#include "convscope/gpu_timing_model.h"
#include "convscope/reference_gpu.h"
#include "convscope/status.h"
#include "sweep_types.h"

namespace convscope::speed {

// `fraction` 0..1 of the sweep's expected work, `what` e.g. "1024² parallel".
using Progress = std::function<void(double fraction, const QString& what)>;

// InvalidArgument for an unknown --gpu-model or a kernel/params the sizes cannot take; Cancelled
// never: a cancelled sweep returns what it has, with `cancelled` set.
convscope::Result<SweepResult> runSweep(const Config& config, const Progress& progress = {},
                                        const std::atomic<bool>* cancel = nullptr);

// The timing model's row for one series at one side: its time, formula and parts.
Row modelRow(const convscope::ReferenceGpu& gpu, const convscope::RunSize& size, int side,
             convscope::GpuSeries series);

// "model: RTX 4090 (PCIe 4.0 x16, 1008 GB/s, 82.6 TFLOP/s FP32)", in the window's language.
QString modelSeriesLabel(const convscope::ReferenceGpu& gpu);
// The same in the reader's language and in English (CSV and JSON).
app::Wording modelSeriesWording(const convscope::ReferenceGpu& gpu);

// The 1-minute load average (Linux), or a negative number where there is none.
double loadAverage();

// "4096²", without QString::arg (it would read the superscript two as a placeholder digit).
QString squareSide(int side);

}  // namespace convscope::speed
