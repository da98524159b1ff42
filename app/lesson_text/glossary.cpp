#include "lesson_text/glossary.h"

#include <QStringList>

namespace convscope::lessons {

const std::vector<Term>& glossary() {
  // Written for someone who has never programmed a GPU: each entry says what the thing is, then
  // why it matters here. Chinese names follow NVIDIA China's usage, English in brackets.
  static const std::vector<Term> terms = {
      {"filter",
       {"Filter (kernel, in image processing)", "滤波器（filter，图像处理里也叫卷积核 kernel）"},
       {"A small grid of numbers, here 3 × 3, laid over the image. Each number is a weight. "
        "Filter and kernel name the same thing: ConvScope says filter in sentences and kernel in "
        "its controls (--kernel, \"Kernel and parameters\"). Careful: in GPU programming "
        "\"kernel\" also "
        "means something else, see \"kernel (GPU)\".",
        "一个放在图像上的小数字网格，这里是 3 × 3，每个数叫一个权重。滤波器和卷积核是同一个东西的"
        "两个名字：ConvScope "
        "在讲解里多说滤波器，在控件里说卷积核（--kernel、“卷积核与参数”）。注意：在 "
        "GPU 编程里“kernel”另有含义，见“核函数（GPU kernel）”。"}},
      {"weight",
       {"Weight", "权重（weight）"},
       {"One number of the filter. The input value under it is multiplied by it. A neural "
        "network learns its weights from examples.",
        "滤波器里的一个数。它下面的输入值要乘以它。神经网络的权重是从样本中学出来的。"}},
      {"padding",
       {"Padding", "填充（padding）"},
       {"Extra pixels added around the image so the filter can also sit on the border. "
        "Zero padding adds zeros; replicate repeats the edge pixel; reflect mirrors the image.",
        "在图像四周补上的像素，好让滤波器也能放在边缘上。零填充补 0；复制填充（replicate）"
        "重复边缘像素；反射填充（reflect）把图像镜像过去。"}},
      {"parallel",
       {"Embarrassingly parallel", "高度并行（embarrassingly parallel）"},
       {"Work made of many pieces that need nothing from each other, so all of them can run at "
        "the same time, in any order. Convolution is like this: no output pixel needs another.",
        "由许多互不需要对方结果的小任务组成的工作，因此可以同时、以任意顺序完成。卷积就是这样："
        "没有哪个输出像素需要另一个输出像素。"}},
      {"core",
       {"Core", "核心（core）"},
       {"A part of a processor that runs instructions by itself. A CPU has a few strong cores; "
        "a GPU has thousands of simple ones (NVIDIA calls them CUDA cores).",
        "处理器里能独立执行指令的部分。CPU 有几个强大的核心；GPU 有成千上万个简单的核心"
        "（NVIDIA 称为 CUDA 核心）。"}},
      {"simd",
       {"SIMD and vector lanes", "SIMD 与向量的 lane"},
       {"Single Instruction, Multiple Data: one CPU instruction that works on several numbers at "
        "once. AVX-512 handles 16 floats per instruction, so each core has 16 lanes.",
        "单指令多数据（Single Instruction, Multiple Data）：一条 CPU 指令同时处理好几个数，每个数"
        "占向量里的一个 lane（位置）。AVX-512 一条指令处理 16 个浮点数，所以每个核心有 16 个 lane。"
        "GPU 的线程束也这样说：32 个线程就是 32 个 lane。图像的“通道”是另一回事。"}},
      {"kernel",
       {"Kernel (GPU)", "核函数（GPU kernel）"},
       {"A function that runs on the GPU, started by the CPU in one launch. Every thread runs the "
        "same kernel code on its own data, here: one output pixel each.",
        "在 GPU 上运行的函数，由 CPU 一次启动（launch）。每个线程都运行同一段核函数代码，处理"
        "各自的数据，在这里就是每个线程算一个输出像素。"}},
      {"launch",
       {"Launch", "启动（launch）"},
       {"The CPU asking the GPU to run a kernel with a given number of threads. It costs a few "
        "microseconds however small the work is.",
        "CPU 请求 GPU 以给定数量的线程运行一个核函数。无论工作多小，每次启动都要花几微秒。"}},
      {"thread",
       {"Thread", "线程（thread）"},
       {"One worker of a kernel. Here each thread computes exactly one output pixel: its nine "
        "products and their sum.",
        "核函数的一个执行者。在这里每个线程正好计算一个输出像素：九个乘积和它们的和。"}},
      {"warp",
       {"Warp", "线程束（warp）"},
       {"32 threads that the GPU runs together, one instruction for all 32 at a time. A warp is "
        "the GPU's real unit of work: it always occupies 32 lanes, even when some have nothing to "
        "do.",
        "GPU 一起运行的 32 个线程，同一时刻对 32 个线程执行同一条指令。线程束是 GPU 真正的"
        "工作单位：即使有些线程无事可做，它也总是占满 32 个位置。"}},
      {"lane",
       {"Lane", "束内序号（lane）"},
       {"One of the 32 places in a warp; lane 0 to 31. Thread number 37 of a block is lane 5 of "
        "warp 1.",
        "线程在线程束里 32 个位置中的编号，0 到 31。一个线程块里第 37 号线程是 1 号线程束的"
        "束内序号 5。"}},
      {"idle",
       {"Idle thread (idle lane)", "空闲线程（idle thread，idle lane）"},
       {"A thread that falls outside the image: it is launched but has no pixel, so its lane does "
        "nothing while its warp runs. Blocks that do not divide the image evenly make idle "
        "threads.",
        "落在图像之外的线程：它被启动了，却没有像素可算，所以在线程束运行时它的位置什么也不做。"
        "线程块不能整除图像时就会出现空闲线程。"}},
      {"efficiency",
       {"Warp efficiency", "线程束效率（warp efficiency）"},
       {"The share of lanes in the launched warps that compute a pixel. 100 % means no lane is "
        "idle; 75 % means a quarter of the GPU's work went to lanes with nothing to do.",
        "启动的线程束中真正计算像素的线程所占的比例。100 % 表示没有空闲线程；75 % 表示 GPU "
        "有四分之一的工作量花在了无事可做的线程上。"}},
      {"block",
       {"Block", "线程块（block）"},
       {"A group of threads, for example 16 × 16 = 256, that run on the same SM and can share "
        "fast memory. A launch is a grid of blocks that covers the image.",
        "一组线程，例如 16 × 16 = 256 个，它们在同一个流多处理器上运行，可以共用高速内存。"
        "一次启动就是覆盖整张图像的线程块网格（grid）。"}},
      {"sm",
       {"SM (streaming multiprocessor)", "流多处理器（SM, streaming multiprocessor）"},
       {"One of the GPU's processors. Each SM runs several blocks at once, switching between "
        "their warps. An RTX 4090 has 128 SMs of 128 cores each.",
        "GPU 里的一个处理器。每个流多处理器同时运行几个线程块，在它们的线程束之间切换。"
        "RTX 4090 有 128 个流多处理器，每个有 128 个核心。"}},
      {"vram",
       {"VRAM (GPU memory)", "显存（VRAM）"},
       {"The GPU's own memory, on the graphics card. Kernels can only read data that is in VRAM, "
        "so data is copied there first. It is fast but limited: 11 GiB on a GTX 1080 Ti, 24 GiB "
        "on an RTX 4090.",
        "GPU 自己的内存，位于显卡上。核函数只能读取显存里的数据，所以数据要先复制过去。"
        "显存很快但容量有限：GTX 1080 Ti 有 11 GiB，RTX 4090 有 24 GiB。"}},
      {"ram",
       {"RAM (main memory)", "内存（RAM）"},
       {"The computer's main memory, where the CPU keeps programs and data. The GPU cannot "
        "compute on it directly.",
        "计算机的主存，CPU 的程序和数据都在这里。GPU 不能直接在上面计算。"}},
      {"pcie",
       {"PCIe", "PCIe 总线"},
       {"The connection between the main board and the graphics card. Every copy between RAM "
        "and VRAM goes through it: about 16 GB/s for PCIe 3.0 ×16, 32 GB/s for 4.0, 64 GB/s for "
        "5.0 (published peak rates).",
        "主板和显卡之间的连接。内存和显存之间的每次复制都要经过它：PCIe 3.0 ×16 约 16 GB/s，"
        "4.0 约 32 GB/s，5.0 约 64 GB/s（公布的峰值速率）。"}},
      {"pinned",
       {"Pinned memory", "锁页内存（pinned memory）"},
       {"RAM that the operating system promises never to move. The GPU can copy from it directly, "
        "so copies are faster than from ordinary (pageable) memory, which is first copied into a "
        "pinned buffer.",
        "操作系统保证不会移走的内存。GPU 可以直接从中复制，所以比普通（可分页）内存快；"
        "普通内存要先复制到一块锁页缓冲区里。"}},
      {"interop",
       {"Interop", "互操作（interop）"},
       {"CUDA writing its result straight into the OpenGL texture on screen, so the result never "
        "goes back to RAM to be drawn.",
        "CUDA 把结果直接写进屏幕上的 OpenGL 纹理，结果不必回到内存再被画出来。"}},
      {"cuda",
       {"CUDA", "CUDA"},
       {"NVIDIA's platform for computing on its GPUs: a C++ dialect to write kernels, the nvcc "
        "compiler, and a runtime library to copy memory and launch kernels.",
        "NVIDIA 用于在其 GPU 上计算的平台：一种编写核函数的 C++ 方言、nvcc 编译器，以及用来"
        "复制内存、启动核函数的运行时库。"}},
      {"driver",
       {"Driver", "驱动程序（driver）"},
       {"The part of the operating system that talks to the graphics card. Without an NVIDIA "
        "driver, CUDA finds no GPU.",
        "操作系统中与显卡打交道的部分。没有 NVIDIA 驱动，CUDA 就找不到 GPU。"}},
      {"cudnn",
       {"cuDNN", "cuDNN"},
       {"NVIDIA's library of fast deep-learning kernels (convolution, pooling, …), tuned for each "
        "GPU. PyTorch calls it for conv2d on a GPU.",
        "NVIDIA 的深度学习高速核函数库（卷积、池化……），针对每种 GPU 调优。PyTorch 在 GPU 上"
        "做 conv2d 时调用它。"}},
      {"pytorch",
       {"PyTorch", "PyTorch"},
       {"A Python library for deep learning. Its tensors live on a device, \"cpu\" or \"cuda\"; "
        "on \"cuda\" its operations run as GPU kernels through cuDNN and CUDA.",
        "一个用于深度学习的 Python 库。它的张量（tensor）位于某个设备上，“cpu” 或 “cuda”；"
        "在 “cuda” 上，它的运算通过 cuDNN 和 CUDA 作为 GPU 核函数运行。"}},
      {"tensor",
       {"Tensor", "张量（tensor）"},
       {"An array of numbers with several dimensions. A batch of images is a tensor of shape "
        "batch × channels × height × width.",
        "多维的数字数组。一批图像就是形状为 批大小 × 通道数 × 高 × 宽 的张量。"}},
      {"batch",
       {"Batch", "批（batch）"},
       {"Several images processed together in one step, for example 32. A bigger batch gives the "
        "GPU more independent work, and needs more VRAM.",
        "一步中一起处理的多张图像，例如 32 张。批越大，GPU 的独立工作越多，需要的显存也越多。"}},
      {"channel",
       {"Channel", "通道（channel）"},
       {"One layer of numbers of an image: a colour photo has 3 (red, green, blue). Inside a CNN "
        "each filter makes one output channel.",
        "图像的一层数字：彩色照片有 3 个（红、绿、蓝）。在 CNN "
        "内部，每个滤波器产生一个输出通道。"}},
      {"activation",
       {"Activations", "激活值（activation）"},
       {"The outputs of a layer. While training, every layer's activations are kept in VRAM until "
        "the backward pass has used them; for big batches they fill most of the memory.",
        "一层的输出。训练时，每一层的激活值都要留在显存里，直到反向传播用完它们；"
        "批很大时，它们占去大部分显存。"}},
      {"gradient",
       {"Gradients", "梯度（gradient）"},
       {"How much each weight should change to reduce the error, computed in the backward pass. "
        "There is one gradient per weight.",
        "每个权重应当改变多少才能减小误差，在反向传播中算出。每个权重有一个梯度。"}},
      {"optimizer",
       {"Optimizer state", "优化器状态（optimizer state）"},
       {"What the training algorithm remembers per weight. Adam keeps two numbers per weight, so "
        "it needs twice the memory of the weights again.",
        "训练算法为每个权重记住的数据。Adam 为每个权重保存两个数，所以还需要两倍于权重的显存。"}},
      {"mixed",
       {"Mixed precision", "混合精度（mixed precision）"},
       {"Storing most numbers as 16-bit instead of 32-bit floats: half the memory and often "
        "faster, with a little less precision.",
        "把大部分数用 16 位而不是 32 位浮点数存储：显存减半，通常更快，精度略低。"}},
      {"accumulation",
       {"Gradient accumulation", "梯度累积（gradient accumulation）"},
       {"Running a big batch as several small ones and adding up their gradients before the "
        "weights change: the same result with the memory of the small batch.",
        "把一个大批分成几个小批运行，在更新权重之前把它们的梯度加起来：结果相同，只占小批的显存"
        "。"}},
      {"oom",
       {"CUDA out of memory", "CUDA 显存不足（out of memory）"},
       {"The error a program gets when it asks for more VRAM than is free. Nothing is broken: "
        "the work must be made smaller or split.",
        "程序申请的显存多于剩余显存时得到的错误。并没有东西坏掉：只需把工作变小或拆开。"}},
      {"correlation",
       {"Cross-correlation", "互相关（cross-correlation）"},
       {"Sliding the filter as it is and summing the products. This is what CNN frameworks, "
        "PyTorch included, compute and call \"convolution\".",
        "滤波器保持原样滑动并求乘积之和。CNN 框架（包括 PyTorch）计算的就是它，却称之为“卷积”。"}},
      {"convolution",
       {"True convolution", "真正的卷积（convolution）"},
       {"The same sum with the filter turned 180° first, as mathematics defines it. For a "
        "symmetric filter both are the same.",
        "先把滤波器旋转 180°，再做同样的求和，这是数学上的定义。对于对称的滤波器，两者相同。"}},
      {"emulated",
       {"Emulated", "模拟（emulated）"},
       {"The GPU's arithmetic run on CPU threads, for computers without an NVIDIA GPU. The picture "
        "is right; its times are CPU times, never GPU times.",
        "在 CPU 线程上运行 GPU 的算法，供没有 NVIDIA GPU 的计算机使用。画面是对的；"
        "它的时间是 CPU 时间，绝不是 GPU 时间。"}},
      {"model",
       {"Model (of a GPU)", "模型（GPU 模型估算）"},
       {"A time computed from a named GPU's published figures (bandwidth, launch cost) with a "
        "formula that is shown, not measured on a real card.",
        "根据某款 GPU "
        "公布的参数（带宽、启动开销）用给出的公式算出的时间，不是在真实显卡上测出的。"}},
      {"grid",
       {"Grid", "网格（grid）"},
       {"All the blocks of one launch, laid out in rows and columns so that together they cover "
        "the output image. A 28 × 28 image with 16 × 16 blocks needs a grid of 2 × 2 blocks.",
        "一次启动的全部线程块，按行和列排开，合起来覆盖整张输出图像。28 × 28 的图像用 16 × 16 "
        "的线程块，需要 2 × 2 个线程块的网格。"}},
      {"stride",
       {"Stride", "步幅（stride）"},
       {"How many pixels the filter moves between one output pixel and the next. Stride 2 "
        "skips every other position, so the output is about half as wide and half as high.",
        "滤波器从一个输出像素移到下一个时跨过的像素数。步幅为 2 时每隔一个位置取一次，"
        "输出的宽和高大约减半。"}},
      {"dilation",
       {"Dilation", "膨胀（dilation）"},
       {"Gaps between the input pixels the filter reads. Dilation 2 spreads the nine taps over "
        "a 5 × 5 area: the filter sees farther with the same nine weights.",
        "滤波器读取的输入像素之间的间隔。膨胀为 2 时，九个读取点分布在 5 × 5 的范围里："
        "用同样的九个权重看得更远。"}},
      {"staged",
       {"Staged", "中转（staged）"},
       {"The GPU path when interop is not possible: CUDA computes into VRAM, the result is copied "
        "to pinned memory in RAM, and from there uploaded to the texture on screen. Right "
        "picture, two copies more.",
        "不能用互操作时的 GPU 路径：CUDA 把结果算进显存，再复制到内存里的锁页内存，"
        "然后从那里上传到屏幕上的纹理。画面正确，只是多了两次复制。"}},
      {"pageable",
       {"Pageable memory", "可分页内存（pageable memory）"},
       {"Ordinary RAM, which the operating system may move or swap out. A copy to the GPU from "
        "it goes through a pinned buffer first, so it is slower than a copy from pinned memory.",
        "普通内存，操作系统可以移动它或把它换出到磁盘。从它复制到 GPU 时要先经过一块锁页缓冲区，"
        "所以比从锁页内存复制慢。"}},
      {"reference",
       {"Reference loop", "参考循环（reference loop）"},
       {"The plain loop a beginner writes: one CPU thread visits every output pixel in turn and "
        "sums its nine products. Slow on purpose; every other engine must give the same image.",
        "初学者会写的朴素循环：一个 CPU 线程依次访问每个输出像素，求出它的九个乘积之和。"
        "故意写得慢；其他每个引擎都必须算出与它相同的图像。"}},
      {"engine",
       {"Parallel engine", "并行引擎（parallel engine）"},
       {"The same sum on all CPU cores at once: the image is cut into tiles, each CPU thread "
        "computes some tiles, and SIMD instructions handle several pixels per instruction.",
        "在所有 CPU 核心上同时做同样的求和：图像被切成小块（tile），每个 CPU 线程计算其中一些，"
        "SIMD 指令一条处理好几个像素。"}},
      {"recorded",
       {"Recorded", "记录值（recorded）"},
       {"A time measured earlier on a real GPU and shipped with ConvScope in a file that names "
        "the card, driver, date and command. Real, but not measured on this computer.",
        "早先在一块真实 GPU 上测得、随 ConvScope 一起发布的时间，文件里写明显卡、驱动、日期和命令。"
        "是真实的，但不是在这台计算机上测的。"}},
      {"speedup",
       {"Speed-up", "加速比（speed-up）"},
       {"How many times faster one way is than another: the slower time divided by the faster. "
        "×10 means a tenth of the time.",
        "一种方式比另一种快多少倍：较慢的时间除以较快的时间。×10 表示只用十分之一的时间。"}},
      {"intensity",
       {"Arithmetic intensity", "计算强度（arithmetic intensity）"},
       {"How much arithmetic a piece of work does for each byte it reads or writes: FLOP per "
        "byte. One 3 × 3 filter does about 2; a 64 → 64 layer does over a hundred.",
        "一项工作每读写一个字节要做多少次运算：每字节的 FLOP 数。一个 3 × 3 卷积核大约是 2；"
        "64 → 64 的一层超过一百。"}},
      {"roofline",
       {"Roofline", "屋顶线模型（roofline）"},
       {"A chart of what a machine can reach: at low arithmetic intensity the memory bandwidth "
        "limits it (the slope), at high intensity its arithmetic peak does (the flat roof).",
        "表示一台机器最多能达到多快的图：计算强度低时受内存带宽限制（斜线），"
        "计算强度高时受运算峰值限制（平的屋顶）。"}},
      {"im2col",
       {"im2col", "im2col（图像转列）"},
       {"Copying every patch the filter meets into one column of a matrix, so that a whole "
        "convolution layer becomes one matrix product.",
        "把卷积核遇到的每个小块复制成矩阵的一列，这样整层卷积就变成一次矩阵乘法。"}},
      {"tensorcore",
       {"Tensor Core", "Tensor Core（张量核心）"},
       {"A unit in NVIDIA GPUs since Volta that multiplies small matrices in one step, in "
        "reduced precision (FP16, BF16, TF32): many times the FLOP/s of the ordinary cores.",
        "NVIDIA 从 Volta 起在 GPU 中加入的单元，一步就能完成小矩阵的乘法，使用较低精度"
        "（FP16、BF16、TF32）：每秒运算次数是普通核心的许多倍。"}},
      {"latency",
       {"Memory latency", "内存延迟（latency）"},
       {"How long one read waits before its data arrives: hundreds of GPU clock cycles for "
        "VRAM. A GPU hides it by running other warps meanwhile.",
        "一次读取要等多久数据才到：读显存要几百个 GPU 时钟周期。GPU 靠在等待期间运行别的"
        "线程束来掩盖它。"}},
      {"occupancy",
       {"Occupancy", "占用率（occupancy）"},
       {"How many warps an SM holds at once, out of the most it could: the more it holds, the "
        "more it has to switch to while some wait for memory.",
        "一个 SM 同时容纳的线程束数占它最多能容纳数的比例：容纳得越多，"
        "有的线程束在等内存时，可切换过去的线程束就越多。"}},
      {"global",
       {"Global memory", "全局内存（global memory）"},
       {"VRAM as a kernel sees it: large (gigabytes), open to every thread of every block, but "
        "hundreds of clock cycles away. Caches (an L1 in each SM, one L2 for the whole card) keep "
        "recently read parts of it closer.",
        "核函数眼中的显存：容量大（以 GB 计），所有线程块的所有线程都能访问，但读一次要几百个"
        "时钟周期。缓存（每个 SM 一个 L1，整块显卡共用一个 L2）把最近读过的部分留在近处。"}},
      {"shared",
       {"Shared memory", "共享内存（shared memory）"},
       {"A small, fast memory on the chip, beside each SM's cores, shared by the threads of one "
        "block and gone when the block ends. A block may use up to 48 KiB unless it asks for "
        "more. The tiled kernel copies its input tile there, so each input value is read from "
        "VRAM once per block.",
        "芯片上、紧挨着每个 SM 的核心的一块小而快的内存，由同一个线程块的线程共用，线程块结束它"
        "就没了。一个线程块默认最多用 48 KiB，专门申请可以更多。分块核函数把输入图块复制到这里，"
        "每个输入值在每个线程块里只从显存读一次。"}},
      {"tile",
       {"Tile", "图块（tile）"},
       {"The part of the input one block needs, copied into shared memory before the block "
        "computes: for a 16 × 16 block and a 3 × 3 filter, 18 × 18 values, halo included.",
        "一个线程块要用的那部分输入，在计算之前先复制到共享内存里：16 × 16 的线程块配 3 × 3 的"
        "卷积核时，是 18 × 18 个值，光环也算在内。"}},
      {"halo",
       {"Halo", "光环（halo）"},
       {"The ring of input pixels around a block's tile that the filter reaches past the tile's "
        "edge: one pixel wide for a 3 × 3 filter, two for 5 × 5. They lie in the neighbouring "
        "blocks' areas too, so both blocks load them.",
        "围在线程块图块四周的一圈输入像素：卷积核在图块边缘会伸到外面，要用到它们。3 × 3 卷积核时"
        "宽一个像素，5 × 5 时宽两个。它们也在相邻线程块的区域里，所以两个线程块都要读它们。"}},
      {"barrier",
       {"Barrier (__syncthreads)", "屏障（barrier，__syncthreads）"},
       {"A point in a kernel that every thread of the block must reach before any goes on. The "
        "tiled kernel puts one between writing the tile and reading it, so that no thread reads "
        "a value another has not written yet.",
        "核函数里的一个关口：同一线程块的所有线程都到达之前，谁也不能往下走。分块核函数在写图块"
        "和读图块之间放了一道屏障，免得有线程读到别的线程还没写进去的值。"}},
      {"register",
       {"Register", "寄存器（register）"},
       {"The fastest storage there is, inside the core: each thread's own few values, such as its "
        "running sum. No other thread can see them.",
        "最快的存储，就在核心里：每个线程自己的几个值，比如它正在累加的和。别的线程看不到它们。"}},
      {"constant",
       {"Constant memory", "常量内存（constant memory）"},
       {"64 KiB of read-only memory with its own cache. When all 32 threads of a warp read the "
        "same address, one read serves them all (a broadcast); different addresses are served "
        "one after another. CUDA keeps a kernel's parameters there too: that is where "
        "ConvScope's nine weights are.",
        "64 KiB 的只读内存，有自己的缓存。一个线程束的 32 个线程读同一个地址时，一次读取就能供给"
        "全部线程（广播）；地址不同时，只能一个接一个地读。CUDA 也把核函数的参数放在这里，"
        "ConvScope 的九个权重就在其中。"}},
      {"bank",
       {"Bank (bank conflict)", "存储体（bank）与存储体冲突"},
       {"Shared memory is divided into 32 banks, each 4 bytes wide; consecutive 4-byte words lie "
        "in consecutive banks. A warp's 32 reads take one turn when they fall in 32 different "
        "banks or read the same word. When n threads read different words of one bank, the read "
        "takes n turns: an n-way bank conflict.",
        "共享内存分成 32 个存储体，每个 4 字节宽；相邻的 4 字节字依次落在相邻的存储体里。一个"
        "线程束的 32 次读取如果落在 32 个不同的存储体里，或者读的是同一个字，一轮就能完成；如果有 "
        "n 个线程读同一个存储体里不同的字，就要分 n 轮：这叫 n 路存储体冲突。"}},
      {"sector",
       {"Sector", "扇区（sector）"},
       {"The unit in which the GPU's memory moves data: 32 bytes, 8 floats. A warp's load costs "
        "one sector for every 32-byte piece it touches, however few of its bytes it uses. Four "
        "sectors make one 128-byte cache line.",
        "GPU 内存搬运数据的单位：32 字节，也就是 8 个浮点数。一个线程束的读取碰到几个 32 字节的"
        "片段，就要搬几个扇区，不管其中的字节用上了多少。四个扇区组成一条 128 字节的缓存行。"}},
      {"coalescing",
       {"Coalescing", "合并访问（coalescing）"},
       {"The 32 threads of a warp reading neighbouring addresses, so that the GPU serves them "
        "together in as few sectors as possible: 32 consecutive floats take 4 sectors, every "
        "byte used. Threads that read far-apart addresses need a sector each.",
        "一个线程束的 32 个线程读相邻的地址，GPU 就能把它们合在一起，用尽量少的扇区送到："
        "32 个连续的浮点数只要 4 "
        "个扇区，每个字节都用上。读得很分散的线程，每个都要单独一个扇区。"}},
  };
  return terms;
}

QString glossaryTip(const char* id) {
  const Term* t = term(QLatin1String(id));
  if (!t) return {};
  const Language lang = currentLanguage();
  return QStringLiteral("<b>%1</b>: %2")
      .arg(t->name.in(lang).toHtmlEscaped(), t->meaning.in(lang).toHtmlEscaped());
}

QString glossaryTips(const QString& what, std::initializer_list<const char*> ids) {
  QStringList paragraphs;
  if (!what.isEmpty()) paragraphs << what.toHtmlEscaped();
  for (const char* id : ids)
    if (const QString tip = glossaryTip(id); !tip.isEmpty()) paragraphs << tip;
  // <p> blocks: Qt's tooltip wraps rich text at a readable width, plain text never.
  return QStringLiteral("<p>%1</p>").arg(paragraphs.join(QStringLiteral("</p><p>")));
}

const Term* term(const QString& id) {
  for (const Term& t : glossary())
    if (QLatin1String(t.id) == id) return &t;
  return nullptr;
}

}  // namespace convscope::lessons
