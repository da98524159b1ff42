// API v1: the Train tab codes against this header.
// What a batch costs in memory, computed without allocating: the "batch vs VRAM" lesson's
// figures and the budget a config is checked against.
#pragma once

namespace convscope::train {

// Activations the forward pass keeps for the backward pass at `batch`: the input, conv1 and
// conv2 after ReLU, both pooled maps with their argmax indices, and the probabilities.
long long activationBytes(int batch);

// Every per-batch buffer of one step: the activations above plus the gradients flowing back
// (logits, pooled and pre-pool maps) and the labels.
long long stepBufferBytes(int batch);

// What a GPU would copy to the device for one batch: the float32 images and int32 labels.
long long batchCopyBytes(int batch);

// Refused above this (core's kMaxLayerTensorBytes, 4 GiB).
long long stepBufferBudget();

}  // namespace convscope::train
